/**
 * /api/refill-management: cash collections (cash-in-hand orders). Receiving runs in one
 * transaction that locks the collection, asks machines/cashCollection.ts whether its state
 * allows it (else 409 naming the state), checks the version, and stores the amount counted
 * with the difference against the expected amount. Money is added up in paise, never floats.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { initialTransition, transition } from 'xstate';
import * as contract from '../../contract/actions/cash-collections.ts';
import { CASH_STATE, cashCollectionMachine } from '../../machines/cashCollection.ts';
import { audit, callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  cashCollectionOrders, cashCollections, cashSaleOrders, refillPartners, users, vendingMachines, warehouses,
} from '../db/schema/index.ts';
import { conflict, notFound, staleVersion } from '../http/errors.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross, sortOrder } from '../http/list.ts';

type Scope = Pick<Caller, 'company_id' | 'franchise_id'>;
type Collection = typeof cashCollections.$inferSelect;

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

/** The collection's machine snapshot after loading the record. */
export function cashSnapshot(collection: Pick<Collection, 'state' | 'version' | 'submitted_amount'>) {
  const [initial] = initialTransition(cashCollectionMachine);
  const [loaded] = transition(cashCollectionMachine, initial, {
    type: 'cash.loaded',
    collection: { state: collection.state, version: collection.version, submittedAmount: Number(collection.submitted_amount) },
  });
  return loaded;
}

/** Collections a caller may see: their company's; for franchise users, those brought to a franchise warehouse. */
function visibleCollection(caller: Scope): SQL {
  const company = eq(cashCollections.company_id, caller.company_id);
  if (caller.franchise_id === null) return company;
  return and(
    company,
    sql`${cashCollections.warehouse_id} in (select ${warehouses.id} from ${warehouses} where ${warehouses.franchise_id} = ${caller.franchise_id})`,
  )!;
}

async function readCollection(db: Db | Tx, caller: Scope, id: number): Promise<Infer<typeof contract.CashCollection>> {
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
    .where(and(eq(cashCollections.id, id), visibleCollection(caller)));
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

const SORT_COLUMNS = {
  created_at: cashCollections.created_at,
  updated_at: cashCollections.updated_at,
  order_id: cashCollections.order_id,
  state: cashCollections.state,
  submitted_amount: cashCollections.submitted_amount,
};

const money = (value: number | null) => (value === null ? null : Number(value));

export const cashCollectionHandlers = [
  handle(contract.listCashInHandOrders, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      visibleCollection(caller),
      input.state?.length ? inArray(cashCollections.state, input.state) : undefined,
      input.warehouse_id?.length ? inArray(cashCollections.warehouse_id, input.warehouse_id) : undefined,
      input.refill_partner_id?.length ? inArray(cashCollections.refill_partner_id, input.refill_partner_id) : undefined,
      input.from ? gte(cashCollections.created_at, new Date(input.from)) : undefined,
      input.to ? lte(cashCollections.created_at, new Date(input.to)) : undefined,
      searchAcross(input.search, [cashCollections.order_id, refillPartners.name]),
    );
    const page = await listPage(
      input,
      (range) =>
        ctx.db
          .select({ c: cashCollections, partner: { id: refillPartners.id, name: refillPartners.name }, warehouse: { id: warehouses.id, name: warehouses.name } })
          .from(cashCollections)
          .innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
          .innerJoin(warehouses, eq(warehouses.id, cashCollections.warehouse_id))
          .where(where)
          .orderBy(...sortOrder(SORT_COLUMNS, range, cashCollections.id))
          .limit(range.limit)
          .offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(cashCollections).innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id)).where(where)),
    );
    return {
      total: page.total,
      data: page.data.map(({ c, partner, warehouse }) => ({
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
    };
  }),

  handle(contract.getCashInHandOrder, async (input, ctx) => ({ data: await readCollection(ctx.db, callerOf(ctx), input.id) })),

  handle(contract.receiveCashInHandOrder, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: cashCollections.id }).from(cashCollections).where(and(eq(cashCollections.id, input.id), visibleCollection(caller)));
      if (!found) throw notFound('Cash collection');
      const [c] = await tx.select().from(cashCollections).where(eq(cashCollections.id, found.id)).for('update');
      if (!cashSnapshot(c).can({ type: 'cash.receive' })) {
        throw conflict(`Cash collection ${c.order_id} is already ${c.state}; it cannot be received again.`);
      }
      if (c.version !== input.version) throw staleVersion(`Cash collection ${c.order_id}`);
      const received = toPaise(input.receive_amt);
      const difference = received - toPaise(Number(c.expected_amount));
      await tx
        .update(cashCollections)
        .set({
          state: CASH_STATE.received, received_amount: toRupees(received), difference: toRupees(difference),
          received_by: caller.id, received_at: now, version: c.version + 1, updated_at: now,
        })
        .where(eq(cashCollections.id, c.id));
      await audit(tx, caller, {
        action: 'receive.cash_in_hand_order',
        entity: 'cash_collection',
        entity_id: c.id,
        before: { state: c.state, version: c.version },
        after: { state: CASH_STATE.received, version: c.version + 1, received_amount: toRupees(received), difference: toRupees(difference) },
      });
    });
    return { data: await readCollection(ctx.db, caller, input.id) };
  }),
];
