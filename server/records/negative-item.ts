/**
 * Negative items as records of the pipeline, with their link counts and where they stand now;
 * and what the sale path asks of them: the rules of the active ones on a machine.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { NegativeItemRow } from '../../contract/actions/negative-items.ts';
import { blockedProducts, type NegativeItemRule, type NegativeItemState, type SaleChannel } from '../../contract/negative-items.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { negativeItemMachines, negativeItemProducts, negativeItems } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's negative items, deleted ones left out. */
export const negativeItemScope = tenancy({ company: negativeItems.company_id, deletedAt: negativeItems.deleted_at });

/** Where the item stands at the database's now (contract/negative-items.ts negativeItemState, in SQL for the list filter). */
export const negativeItemStateSql = sql<NegativeItemState>`case when ${negativeItems.status} <> 1 then 'Inactive'
  when now() < ${negativeItems.start_date} then 'Upcoming' when now() > ${negativeItems.end_date} then 'Ended' else 'Active' end`;

export const negativeItemColumns = {
  item: negativeItems,
  state: negativeItemStateSql,
  // Written out: in a select list drizzle leaves columns unqualified, and "id" would be the link row's.
  products: sql<number>`(select count(*) from negative_item_products l where l.negative_item_id = "negative_items"."id")::int`,
  machines: sql<number>`(select count(*) from negative_item_machines l where l.negative_item_id = "negative_items"."id")::int`,
};

type Selected = { item: typeof negativeItems.$inferSelect; state: NegativeItemState; products: number; machines: number };

export function toNegativeItemRow({ item, state, products, machines }: Selected): Infer<typeof NegativeItemRow> {
  return {
    id: item.id,
    name: item.name,
    source: item.source,
    start_date: iso(item.start_date)!,
    end_date: iso(item.end_date)!,
    status: item.status,
    state,
    products: Number(products),
    machines: Number(machines),
    created_at: iso(item.created_at)!,
    updated_at: iso(item.updated_at)!,
    version: item.version,
  };
}

async function readNegativeItem(db: Db, caller: Caller, id: number) {
  const [row] = await db.select(negativeItemColumns).from(negativeItems).where(and(eq(negativeItems.id, id), negativeItemScope(caller)));
  if (!row) throw notFound('Negative item');
  return toNegativeItemRow(row);
}

export const negativeItemRecord = defineRecord({
  entity: 'negative_item',
  table: negativeItems,
  noun: 'Negative item',
  scope: negativeItemScope,
  read: readNegativeItem,
});

/** The switched-on negative items linked to a machine, with their products (the sale path's input). */
export async function negativeItemsOnMachine(tx: Pick<Tx, 'select'>, machineId: number): Promise<NegativeItemRule[]> {
  const items = await tx.select({ id: negativeItems.id, status: negativeItems.status, start_date: negativeItems.start_date, end_date: negativeItems.end_date })
    .from(negativeItems)
    .innerJoin(negativeItemMachines, eq(negativeItemMachines.negative_item_id, negativeItems.id))
    .where(and(eq(negativeItemMachines.vending_machine_id, machineId), eq(negativeItems.status, 1), sql`${negativeItems.deleted_at} is null`));
  if (!items.length) return [];
  const links = await tx.select({ item: negativeItemProducts.negative_item_id, product: negativeItemProducts.product_id })
    .from(negativeItemProducts).where(inArray(negativeItemProducts.negative_item_id, items.map((i) => i.id)));
  return items.map((i) => ({ ...i, machine_ids: [machineId], product_ids: links.filter((l) => l.item === i.id).map((l) => l.product) }));
}

/** The products a sale on the machine through the channel may not offer now (the rule: contract/negative-items.ts). */
export async function blockedOnMachine(tx: Pick<Tx, 'select'>, machineId: number, channel: SaleChannel, now: Date): Promise<Set<number>> {
  if (channel === 3) return new Set();
  return blockedProducts(await negativeItemsOnMachine(tx, machineId), machineId, channel, now);
}
