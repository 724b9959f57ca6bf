/** Vending Machine: DEX audits (issue 54; not in routes.tsv, see docs/decisions.md). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Vending Machine' as const;

export const dexAuditsRoutes = defineRoutes([
  {
    path: '/dex-audits',
    title: 'DEX audits',
    group,
    sidebar: 'DEX Audits',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    keywords: ['dex', 'eva-dts', 'audit', 'handheld'],
    // Importing is a dialog of the list: the palette's "Import DEX audits" opens /dex-audits?import=1.
    creates: [{
      id: 'import.dex_audits',
      title: 'Import DEX audits',
      permissions: ['PERM_UPDATE_VENDING_MACHINE'],
      keywords: ['upload dex file', 'handheld read', 'telemetry file', 'eva-dts file'],
      query: 'import=1',
    }],
    load: () => import('./DexAuditsScreen.tsx'),
  },
  { path: '/dex-audit/:id', title: 'DEX audit', group, parent: '/dex-audits', record: 'dex_audit', permissions: ['PERM_VIEW_VENDING_MACHINE'], load: () => import('./DexAuditScreen.tsx') },
]);
