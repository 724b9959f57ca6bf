/**
 * What the user picked in the palette, for "recent and frequent first". Kept in local
 * storage, which sign-out wipes with everything else.
 */
import { parseUsage, recordUse, type Usage } from '../../../commands/recents.ts';

const USAGE_KEY = 'vc.palette.usage';
const LABELS_KEY = 'vc.palette.labels';

/** How to show a remembered machine, order or user without loading it again. */
export interface RememberedLabel {
  title: string;
  subtitle?: string;
  href: string;
}

export function readUsage(): Usage {
  try {
    return parseUsage(localStorage.getItem(USAGE_KEY));
  } catch {
    return {};
  }
}

export function readLabels(): Record<string, RememberedLabel> {
  try {
    const value = JSON.parse(localStorage.getItem(LABELS_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, RememberedLabel>) : {};
  } catch {
    return {};
  }
}

export function rememberUse(key: string, label?: RememberedLabel) {
  try {
    const usage = recordUse(readUsage(), key, Date.now());
    localStorage.setItem(USAGE_KEY, JSON.stringify(usage));
    const labels = readLabels();
    if (label) labels[key] = label;
    // Keep labels only for entries still remembered.
    for (const k of Object.keys(labels)) if (!usage[k]) delete labels[k];
    localStorage.setItem(LABELS_KEY, JSON.stringify(labels));
  } catch {
    // Storage full or blocked: recents are a convenience, never a failure.
  }
}
