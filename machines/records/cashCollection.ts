/**
 * The cash collection's record rules (console.md §4): SUBMITTED (blue) → RECEIVED (green) by
 * Receive with the amount counted at the warehouse; RECEIVED is final. The server refuses a
 * second receipt with 409; the screen and the palette offer Receive only while it may happen.
 */
import { CASH_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const cashLifecycle = defineLifecycle({
  id: 'cashCollection',
  statuses: CASH_STATUS,
  initial: 'submitted',
  transitions: { submitted: { 'cash.receive': 'received' } },
  pastTense: { 'cash.receive': 'received' },
});
export type CashEventType = (typeof cashLifecycle.events)[number];
