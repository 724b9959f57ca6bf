/**
 * A DEX audit's match (issue 54): an audit whose serial no machine answers to is kept Unmatched
 * until a user assigns it to a machine (map.dex_audit), which then remembers the serial. It is
 * assigned once: moving a matched audit to another machine would leave the first machine's next
 * interval counted from an audit it no longer has (docs/decisions.md "A DEX audit is assigned once").
 *
 *   Unmatched ──audit.assign──▶ Matched
 */
import { defineLifecycle } from '../lifecycle.ts';

export const DEX_AUDIT_STATUS = { unmatched: 'unmatched', matched: 'matched' } as const;

export const dexAuditLifecycle = defineLifecycle({
  id: 'dexAudit',
  statuses: DEX_AUDIT_STATUS,
  initial: 'unmatched',
  transitions: {
    unmatched: { 'audit.assign': 'matched' },
  },
  pastTense: { 'audit.assign': 'assigned to a machine' },
});

/** What the audit's screen and the palette may offer. */
export const dexAuditGates = (audit: { status: string }) => ({ canAssign: dexAuditLifecycle.can(audit.status, 'audit.assign') });
