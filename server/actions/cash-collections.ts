/**
 * /api/refill-management: cash collections (cash-in-hand orders) on the record pipeline.
 * Receiving is the lifecycle step `cash.receive` (machines/records/cashCollection.ts): it
 * stores the amount counted with the difference against the expected amount, and moves that
 * cash from the refill partner to the warehouse in the cash ledger. Money is added up in
 * paise, never floats.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/cash-collections.ts';
import { cashCollectionState } from '../../contract/statuses.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  cashCollectionOrders, cashCollections, cashSaleOrders, refillPartners, users, vendingMachines, warehouses,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineGet, defineTransition } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { assertPartnerCollects } from '../records/links.ts';
import { cashScope } from '../records/cash-collection.ts';
import { toPaise, toRupees } from '../stock/cash.ts';
import { dexExpectedChange } from '../dex/cash-accountability.ts';


async function readCollection(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.CashCollection>> {
  const [head] = await db
    .select({
      collection: cashCollections,
      partner: { id: refillPartners.id, name: refillPartners.name },
      warehouse: { id: warehouses.id, name: warehouses.name },
      receiver: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(cashCollections)
    .innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
    .innerJoin(warehouses, eq(warehouses.id, cashCollections.warehouse_id))
    .leftJoin(users, eq(users.id, cashCollections.received_by))
    .where(and(eq(cashCollections.id, id), cashScope(caller)));
  if (!head) throw notFound('Cash collection');
  const c = head.collection;
  const [machineLines, sales] = await Promise.all([
    db
      .select({ line: cashCollectionOrders, machine: { id: vendingMachines.id, name: vendingMachines.name } })
      .from(cashCollectionOrders)
      .innerJoin(vendingMachines, eq(vendingMachines.id, cashCollectionOrders.vending_machine_id))
      .where(eq(cashCollectionOrders.cash_collection_id, c.id))
      .orderBy(asc(cashCollectionOrders.id)),
    db.select().from(cashSaleOrders).where(eq(cashSaleOrders.cash_collection_id, c.id)).orderBy(asc(cashSaleOrders.id)),
  ]);
  return {
    id: c.id,
    order_id: c.order_id,
    state: c.state as 'SUBMITTED' | 'RECEIVED',
    submitted_amount: Number(c.submitted_amount),
    expected_amount: Number(c.expected_amount),
    received_amount: c.received_amount === null ? null : Number(c.received_amount),
    difference: c.difference === null ? null : Number(c.difference),
    created_at: iso(c.created_at)!,
    updated_at: iso(c.updated_at)!,
    end_date: iso(c.end_date),
    collection_time: iso(c.collection_time),
    calculation_time: iso(c.calculation_time),
    received_at: iso(c.received_at),
    ReceivedBy: head.receiver?.first_name != null ? { first_name: head.receiver.first_name, last_name: head.receiver.last_name ?? '' } : null,
    version: c.version,
    RefillPartner: head.partner,
    Warehouse: head.warehouse,
    CashCollectionOrders: machineLines.map(({ line, machine }) => ({
      id: line.id,
      order_id: line.order_id,
      expected_amount: Number(line.expected_amount),
      picked_up_amount: Number(line.picked_up_amount),
      VendingMachine: machine,
    })),
    SaleOrders: sales.map((s) => ({
      id: s.id,
      order_id: s.order_id,
      amount: Number(s.amount),
      refund_amount: Number(s.refund_amount),
      created_at: iso(s.created_at)!,
    })),
  };
}

export const cashRecord = defineRecord({
  entity: 'cash_collection',
  table: cashCollections,
  noun: 'Cash collection',
  title: (c) => `Cash collection ${c.order_id}`,
  scope: cashScope,
  read: readCollection,
  lifecycle: {
    machine: cashLifecycle,
    column: 'state',
    statusName: (state) => cashCollectionState(String(state)).name,
    refusal: (c) => `Cash collection ${c.order_id} is already ${c.state}; it cannot be received again.`,
  },
});

const money = (value: number | null) => (value === null ? null : Number(value));

export const cashCollectionHandlers = [
  defineList(contract.listCashInHandOrders, {
    scope: cashScope,
    query: (db, where) => db
      .select({ c: cashCollections, partner: { id: refillPartners.id, name: refillPartners.name }, warehouse: { id: warehouses.id, name: warehouses.name } })
      .from(cashCollections)
      .innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
      .innerJoin(warehouses, eq(warehouses.id, cashCollections.warehouse_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(cashCollections).innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id)).where(where),
    filters: {
      state: (states) => inArray(cashCollections.state, states),
      warehouse_id: (ids) => inArray(cashCollections.warehouse_id, ids),
      refill_partner_id: (ids) => inArray(cashCollections.refill_partner_id, ids),
      from: (from) => gte(cashCollections.created_at, new Date(from)),
      to: (to) => lte(cashCollections.created_at, new Date(to)),
    },
    search: [cashCollections.order_id, refillPartners.name],
    sort: {
      created_at: cashCollections.created_at,
      updated_at: cashCollections.updated_at,
      order_id: cashCollections.order_id,
      state: cashCollections.state,
      submitted_amount: cashCollections.submitted_amount,
    },
    tiebreak: cashCollections.id,
    rows: (page) => page.map(({ c, partner, warehouse }) => ({
      id: c.id,
      order_id: c.order_id,
      state: c.state as 'SUBMITTED' | 'RECEIVED',
      RefillPartner: partner,
      Warehouse: warehouse,
      submitted_amount: Number(c.submitted_amount),
      expected_amount: Number(c.expected_amount),
      received_amount: money(c.received_amount),
      difference: money(c.difference),
      created_at: iso(c.created_at)!,
      updated_at: iso(c.updated_at)!,
    })),
  }),

  defineGet(contract.getCashInHandOrder, cashRecord),

  defineTransition(contract.receiveCashInHandOrder, cashRecord, {
    event: () => 'cash.receive',
    apply: async ({ tx, row, input, caller, now, moveCash }) => {
      // The partner collects only for the warehouse and machines linked to them (issue 40).
      const machines = await tx.select({ id: cashCollectionOrders.vending_machine_id }).from(cashCollectionOrders)
        .where(eq(cashCollectionOrders.cash_collection_id, row.id)).orderBy(asc(cashCollectionOrders.id));
      await assertPartnerCollects(tx, row.refill_partner_id, row.warehouse_id, machines.map((m) => m.id), '');
      const received = toPaise(input.receive_amt);
      const expected = toPaise(Number(row.expected_amount)) + toPaise(await dexExpectedChange(tx, row.id));
      const difference = received - expected;
      await moveCash([{
        from: { kind: 'refill_partner', id: row.refill_partner_id },
        to: { kind: 'warehouse', id: row.warehouse_id },
        paise: received,
        reason: 'cash.receive',
      }]);
      return { set: { expected_amount: toRupees(expected), received_amount: toRupees(received), difference: toRupees(difference), received_by: caller.id, received_at: now } };
    },
  }),
];
