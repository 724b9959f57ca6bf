/**
 * /api/warehouse-management `get.sale_order`: a direct sale (cash_sale_orders) with the cash
 * collection it was handed in with; reached as the collection is (company, or a franchise's
 * warehouses). Read only: direct sales are written by issue 42.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/sale-orders.ts';
import { callerOf, handle } from '../context.ts';
import { cashCollections, cashSaleOrders, refillPartners, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { cashScope } from '../records/cash-collection.ts';

const paise = (value: number) => Math.round(Number(value) * 100);

export const saleOrderHandlers = [
  handle(contract.getSaleOrder, async (input, ctx) => {
    const [row] = await ctx.db
      .select({
        sale: cashSaleOrders,
        collection: { id: cashCollections.id, order_id: cashCollections.order_id, state: cashCollections.state, received_at: cashCollections.received_at },
        partner: { id: refillPartners.id, name: refillPartners.name },
        warehouse: { id: warehouses.id, name: warehouses.name },
      })
      .from(cashSaleOrders)
      .innerJoin(cashCollections, eq(cashCollections.id, cashSaleOrders.cash_collection_id))
      .innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
      .innerJoin(warehouses, eq(warehouses.id, cashCollections.warehouse_id))
      .where(and(eq(cashSaleOrders.id, input.id), cashScope(callerOf(ctx))));
    if (!row) throw notFound('Sale order');
    const { sale, collection } = row;
    return {
      data: {
        id: sale.id,
        order_id: sale.order_id,
        amount: Number(sale.amount),
        refund_amount: Number(sale.refund_amount),
        net_amount: (paise(sale.amount) - paise(sale.refund_amount)) / 100,
        created_at: iso(sale.created_at)!,
        cash_collection: { id: collection.id, order_id: collection.order_id, state: collection.state },
        refill_partner: row.partner,
        warehouse: row.warehouse,
        received_at: iso(collection.received_at),
      },
    };
  }),
];
