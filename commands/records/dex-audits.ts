/** The DEX audit screen's commands (/dex-audit/{id}): assign an unmatched audit to a machine, and download the file as read. */
import { getDexAudit, mapDexAudit } from '../../contract/actions/dex-audits.ts';
import { recordAction } from '../record.ts';

/** What the DEX audit screen lets its commands do. */
export interface DexAuditView {
  /** The audit is unmatched: no machine answers to its serial yet. */
  canAssign: boolean;
  assign(): void;
  download(): void;
}

export const DEX_AUDIT_ACTIONS = [
  recordAction<DexAuditView>({
    id: 'map.dex_audit', title: 'Assign to machine', keywords: ['unmatched audit', 'map serial', 'match machine'],
    action: mapDexAudit, when: (view) => view.canAssign, run: (view) => view.assign(),
  }),
  recordAction<DexAuditView>({
    id: 'download.dex_audit', title: 'Download DEX file', keywords: ['raw audit', 'eva-dts text', 'save file'],
    action: getDexAudit, run: (view) => view.download(),
  }),
];
