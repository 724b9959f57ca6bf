/** The palette's sections of records found on the server (issue 56), and the `?` list of their prefixes. */
import { RECORD_KINDS, RECORD_KIND_KEYS, type RecordKind } from '../../../contract/record-kinds.ts';
import { TIER, type Tier } from '../../../commands/ranking.ts';
import { bestRecordTier, rankRecordGroups, type RecordGroupIn } from '../../../commands/record-ranking.ts';
import type { Usage } from '../../../commands/recents.ts';
import type { PaletteItem, PaletteSection } from './palette-items.ts';

export interface RecordSectionsInput {
  query: string;
  /** The kind a `po:`-style prefix named, when one did. */
  kind?: RecordKind;
  /** What the server found (none before it answers). */
  records?: readonly RecordGroupIn<RecordKind>[];
  usage: Usage;
  now: number;
}

/** One section per kind that matched, best first, and how well the best matched. */
export function recordSections(input: RecordSectionsInput): { sections: PaletteSection[]; tier: Tier } {
  const found = input.records ?? [];
  if (!input.query || found.length === 0) return { sections: [], tier: TIER.none };
  const groups = rankRecordGroups(input.kind ? found.filter((g) => g.kind === input.kind) : found, input.query, input.usage, input.now);
  const sections = groups.map((group) => ({
    heading: group.label,
    items: group.hits.map((hit): PaletteItem => ({
      key: hit.key,
      title: hit.title,
      subtitle: hit.subtitle ?? undefined,
      badge: hit.status ?? undefined,
      href: hit.path,
    })),
  }));
  return { sections, tier: bestRecordTier(groups) };
}

/** Under `?`: every prefix the palette knows; choosing one types it. */
export function prefixHelp(query: string): PaletteSection {
  const fixed: PaletteItem[] = [
    { key: 'prefix:>', title: '> Commands', input: '>' },
    { key: 'prefix:#', title: '# Orders', input: '#' },
    { key: 'prefix:@', title: '@ Users', input: '@' },
    { key: 'prefix:$', title: '$ Products', input: '$' },
    { key: 'prefix:?', title: '? Shortcuts and prefixes', input: '?' },
  ];
  const kinds = RECORD_KIND_KEYS.map((kind): PaletteItem => ({
    key: `prefix:${kind}`,
    title: `${RECORD_KINDS[kind].prefix}: ${RECORD_KINDS[kind].label}`,
    input: `${RECORD_KINDS[kind].prefix}: `,
  }));
  const q = query.toLowerCase();
  return { heading: 'Search prefixes', items: [...fixed, ...kinds].filter((item) => !q || item.title.toLowerCase().includes(q)) };
}
