/**
 * The one way cash moves: a movement row in paise, in the caller's transaction, for the
 * record it belongs to. A collection received at a warehouse moves the amount counted from
 * the refill partner's hands to the warehouse; server/stock/check.ts proves every received
 * collection's amount is what its movements add up to.
 */
import type { Tx } from '../db/client.ts';
import { cashMovements } from '../db/schema/index.ts';
import { ledgerColumns, type MoveContext } from './ledger.ts';
import type { CashPlace } from './places.ts';

export interface CashMove {
  from: CashPlace;
  to: CashPlace;
  /** Whole paise, never negative. */
  paise: number;
  reason: string;
}

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

export async function moveCash(tx: Tx, context: MoveContext, moves: readonly CashMove[]): Promise<void> {
  for (const m of moves) {
    if (!Number.isSafeInteger(m.paise) || m.paise < 0) throw new Error(`cash moves by whole paise, not ${m.paise}`);
  }
  if (!moves.length) return;
  await tx.insert(cashMovements).values(moves.map((m) => ({ ...ledgerColumns(context, m), amount_paise: m.paise })));
}
