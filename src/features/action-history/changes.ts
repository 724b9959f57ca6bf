/** What an audit row changed, in one line: the fields whose value differs before and after. */
const IGNORED = new Set(['updated_at', 'version']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 40);
  return String(value).slice(0, 40);
}

export function summarizeChanges(before: unknown, after: unknown): string {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  if (!before && after) return 'created';
  if (before && !after) return 'deleted';
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED.has(k));
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  if (!changed.length) return '--';
  return changed.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`).join('; ');
}
