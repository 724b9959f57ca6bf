/**
 * The DEX audit screen's record command (/dex-audit/{id}): assign an unmatched audit to a machine.
 * "Download DEX file" only reads, so it is the screen's own command (record actions end in a write).
 */
import { mapDexAudit } from '../../contract/actions/dex-audits.ts';
import { dexAuditLifecycle } from '../../machines/records/dexAudit.ts';
import { recordAction } from '../record.ts';

/** What the DEX audit screen lets its commands do. */
export interface DexAuditView {
  /** The audit is unmatched: no machine answers to its serial yet. */
  canAssign: boolean;
  assign(): void;
}

export const DEX_AUDIT_ACTIONS = [
  recordAction<DexAuditView>({
    id: 'map.dex_audit', title: 'Assign to machine', keywords: ['unmatched audit', 'map serial', 'match machine'],
    action: mapDexAudit, step: { lifecycle: dexAuditLifecycle, event: 'audit.assign' },
    when: (view) => view.canAssign, run: (view) => view.assign(),
  }),
];
