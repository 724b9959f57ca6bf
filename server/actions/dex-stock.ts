/** get.dex_stock_check and adjust.dex_stock (contract/actions/dex-stock.ts): the arithmetic and the booking are server/dex/stock-check.ts. */
import { and, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/dex-stock.ts';
import { callerOf, handle } from '../context.ts';
import { vendingMachines as vm } from '../db/schema/index.ts';
import { bookDexStock, dexStockCheck } from '../dex/stock-check.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { dexAuditScope } from '../records/dex-audit.ts';
import { findMachine, machineScope } from '../records/vending-machine.ts';

export const dexStockHandlers = [
  handle(contract.getDexStockCheck, async (input, ctx) => {
    const caller = callerOf(ctx);
    await findMachine(ctx.db, caller, input.vending_machine_id);
    return { data: await dexStockCheck(ctx.db, input.vending_machine_id, dexAuditScope(caller), input.audit_id) };
  }),

  handle(contract.adjustDexStock, async (input, ctx) => {
    const caller = callerOf(ctx);
    if (!input.lines.length) throw invalidField('lines', 'Name at least one coil to adjust.');
    const coils = input.lines.map((l) => l.coil);
    if (new Set(coils).size !== coils.length) throw invalidField('lines', 'Each coil once.');
    const now = ctx.now();
    const adjusted = await ctx.db.transaction(async (tx) => {
      const [machine] = await tx.select().from(vm)
        .where(and(eq(vm.id, input.vending_machine_id), machineScope(caller), isNull(vm.deleted_at))).for('update');
      if (!machine) throw notFound('Vending machine');
      const booked = await bookDexStock(tx, machine, dexAuditScope(caller), input, caller.id, now);
      await audit(tx, caller, {
        action: contract.adjustDexStock.name, entity: 'vending_machine', entity_id: machine.id,
        before: { audit_id: input.audit_id, coils: Object.fromEntries(booked.map((b) => [b.coil, b.before])) },
        after: { audit_id: input.audit_id, coils: Object.fromEntries(booked.map((b) => [b.coil, { quantity: b.after, reason: b.reason }])) },
      });
      return booked;
    });
    return { data: { message: contract.DEX_STOCK_MESSAGES.adjusted(adjusted.length), audit_id: input.audit_id, adjusted } };
  }),
];
