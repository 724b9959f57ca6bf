/** How the DEX screens name an audit's status, kind (how it arrived) and checksum, and show its money. */
import type { StatusEntry } from '../../../contract/statuses.ts';
import { formatMoney } from '../../ui/index.ts';

export const DEX_STATUS: readonly StatusEntry<'matched' | 'unmatched'>[] = [
  { id: 'matched', name: 'Matched', colour: 'green' },
  { id: 'unmatched', name: 'Unmatched', colour: 'orange' },
];

/** "Kind" is where the audit came from: a file a user imported, a handheld or telemetry provider's push, or the demo. */
export const DEX_KINDS: readonly StatusEntry<'upload' | 'integration' | 'seed'>[] = [
  { id: 'upload', name: 'Upload', colour: 'blue' },
  { id: 'integration', name: 'Handheld / telemetry', colour: 'purple' },
  { id: 'seed', name: 'Demo', colour: 'grey' },
];

export const DEX_CHECKSUMS: readonly StatusEntry<'valid' | 'absent' | 'invalid'>[] = [
  { id: 'valid', name: 'Valid', colour: 'green' },
  { id: 'absent', name: 'No G85', colour: 'yellow' },
  { id: 'invalid', name: 'Unverified', colour: 'red' },
];

export function entryOf<K extends string>(entries: readonly StatusEntry<K>[], id: K): StatusEntry<K> {
  return entries.find((e) => e.id === id) ?? { id, name: id, colour: 'grey' };
}

const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** Rupees as the console shows them; another currency by its code ("12.50 EUR"); a list row (no currency known) as a plain amount. */
export function dexMoney(value: number | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined) return '--';
  if (currency === undefined || currency === null || currency === '') return plain.format(value);
  return currency === 'INR' ? formatMoney(value) : `${plain.format(value)} ${currency}`;
}
