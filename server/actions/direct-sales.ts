/**
 * /api/refill-management `create.direct_sale` (contract/actions/direct-sales.ts): a refill
 * partner's or a store's sale outside a machine, recorded as a direct-sale line of the partner's
 * open cash collection, in one transaction with the collection row locked:
 * - the cash: the collection's submitted and expected amounts grow by the sale; its cash moves in
 *   the cash ledger when the collection is received (the existing cash path, cash-collections.ts);
 * - the units: out of the partner's vehicle (its shelf, counted: 409 when it holds fewer) or out
 *   of the store (not counted: one ledger row each) to `outside`, through moveStock.
 * Audited as `create.direct_sale` on the cash collection.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/direct-sales.ts';
import { callerOf, handle } from '../context.ts';
import { cashCollections, cashSaleOrders, directSaleLines, directSales, products, stores, warehouses } from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { cashScope } from '../records/cash-collection.ts';
import { moveStock } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';

const M = contract.DIRECT_SALE_MESSAGES;
const paise = (rupees: number) => Math.round(Number(rupees) * 100);

export const directSaleHandlers = [
  handle(contract.createDirectSale, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    if (!input.lines.length) throw invalid([{ path: 'lines', message: M.linesRequired }]);
    const productIds = input.lines.map((l) => l.product_id);
    const dup = productIds.findIndex((id, i) => productIds.indexOf(id) !== i);
    if (dup >= 0) throw invalid([{ path: `lines.${dup}.product_id`, message: M.duplicateProduct }]);

    const data = await ctx.db.transaction(async (tx) => {
      const [collection] = await tx.select().from(cashCollections)
        .where(and(eq(cashCollections.id, input.cash_collection_id), cashScope(caller))).for('update');
      if (!collection) throw notFound('Cash collection');
      if (collection.state !== 'SUBMITTED') throw conflict(M.collectionReceived);

      let where: { id: number; name: string };
      if (input.source === 'vehicle') {
        if (input.vehicle_id === undefined) throw invalid([{ path: 'vehicle_id', message: M.vehicleRequired }]);
        const [vehicle] = await tx.select({ id: warehouses.id, name: warehouses.name, partner: warehouses.refill_partner_id, type: warehouses.storage_type })
          .from(warehouses).where(and(eq(warehouses.id, input.vehicle_id), eq(warehouses.company_id, caller.company_id)));
        if (!vehicle || vehicle.type !== 'Vehicle' || vehicle.partner !== collection.refill_partner_id) {
          throw invalid([{ path: 'vehicle_id', message: M.notPartnersVehicle }]);
        }
        where = { id: vehicle.id, name: vehicle.name };
      } else {
        if (input.store_id === undefined) throw invalid([{ path: 'store_id', message: M.storeRequired }]);
        const [store] = await tx.select({ id: stores.id, name: stores.name }).from(stores)
          .where(and(eq(stores.id, input.store_id), eq(stores.company_id, caller.company_id)));
        if (!store) throw invalid([{ path: 'store_id', message: M.storeRequired }]);
        where = store;
      }

      const found = await tx.select({ id: products.id, name: products.name, mrp: products.mrp }).from(products)
        .where(and(inArray(products.id, productIds), eq(products.company_id, caller.company_id)));
      const byId = new Map(found.map((p) => [p.id, p]));
      const missing = input.lines.findIndex((l) => !byId.has(l.product_id));
      if (missing >= 0) throw invalid([{ path: `lines.${missing}.product_id`, message: M.unknownProduct }]);
      const lines = input.lines.map((l) => {
        const p = byId.get(l.product_id)!;
        return { product: { id: p.id, name: p.name }, quantity: l.quantity, price: Number(p.mrp), amountPaise: paise(p.mrp) * l.quantity };
      });
      const totalPaise = lines.reduce((n, l) => n + l.amountPaise, 0);
      const amount = totalPaise / 100;

      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cashSaleOrders).where(eq(cashSaleOrders.cash_collection_id, collection.id));
      const [sale] = await tx.insert(cashSaleOrders).values({
        cash_collection_id: collection.id, order_id: `DS-${collection.id}-${n + 1}`, amount, refund_amount: 0, created_at: now,
      }).returning();
      await tx.insert(directSales).values({
        sale_order_id: sale!.id, company_id: caller.company_id, source: input.source,
        warehouse_id: input.source === 'vehicle' ? where.id : null, store_id: input.source === 'store' ? where.id : null,
        created_by: caller.id, created_at: now,
      });
      await tx.insert(directSaleLines).values(lines.map((l) => ({
        sale_order_id: sale!.id, product_id: l.product.id, quantity: l.quantity, price: l.price, amount: l.amountPaise / 100,
      })));
      await tx.update(cashCollections).set({
        submitted_amount: sql`${cashCollections.submitted_amount} + ${amount}`,
        expected_amount: sql`${cashCollections.expected_amount} + ${amount}`,
        version: sql`${cashCollections.version} + 1`, updated_at: now,
      }).where(eq(cashCollections.id, collection.id));

      const from = input.source === 'vehicle' ? place.shelf(where.id) : place.store(where.id);
      await moveStock(tx, { companyId: caller.company_id, userId: caller.id, record: { kind: 'cash_collection', id: collection.id }, now },
        lines.map((l) => ({ productId: l.product.id, from, to: place.outside, quantity: l.quantity, reason: 'direct_sale.sell' })));

      const answer = {
        id: sale!.id, order_id: sale!.order_id, amount, refund_amount: 0, created_at: iso(sale!.created_at)!,
        cash_collection: { id: collection.id, order_id: collection.order_id, state: collection.state },
        source: input.source, place: where,
        lines: lines.map((l) => ({ product: l.product, quantity: l.quantity, price: l.price, amount: l.amountPaise / 100 })),
      };
      await audit(tx, caller, { action: contract.createDirectSale.name, entity: 'cash_collection', entity_id: collection.id, after: { direct_sale: answer } });
      return answer;
    });
    return { data };
  }),
];
