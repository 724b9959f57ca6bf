/**
 * The one way stock moves (DESIGN.md "Data and scale"). Every change of a warehouse's shelves
 * or transit, for every kind of order, is a list of movements given to `moveStock` inside the
 * caller's transaction. It:
 * - makes the warehouse_stock rows the moves touch that do not exist yet, then locks them all
 *   in (warehouse, product) order, so two transactions never wait on each other in a cycle;
 * - applies the moves in order and refuses (409, nothing written) any that would take a
 *   counted place below zero;
 * - writes the new balances and one stock_movements row per move.
 * - raises LOW_INVENTORY_WAREHOUSE once when a shelf the moves lower falls below its reorder level
 *   (warehouse_stock.low_alerted remembers it; a move that leaves it at or above re-arms it);
 *   the moves already hold the row, so this costs nothing unless an alert is raised.
 * It answers the balances as they were before the moves (a receipt records the destination's
 * stock before it added to it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { EntityKind } from '../../contract/entities.ts';
import type { Tx } from '../db/client.ts';
import { products, stockMovements, warehouseStock, warehouses } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { describePlace, isCounted, type CountedKind, type StockPlace } from './places.ts';

export interface StockMove {
  productId: number;
  from: StockPlace;
  to: StockPlace;
  quantity: number;
  /** Why, as `verb` or `record.verb`: `opening`, `transfer.dispatch`, `transfer.receive`… */
  reason: string;
}

/** Who moves the units, when, and for which record. */
export interface MoveContext {
  companyId: number;
  userId: number | null;
  record: { kind: EntityKind; id: number } | null;
  now: Date;
  /**
   * Gets each notification the moves raised (LOW_INVENTORY_WAREHOUSE), already written in the
   * transaction, to publish once it commits. Without it the rows still reach the bell's list.
   */
  notified?: (row: NotificationRow) => void;
}

export interface Balance {
  stock: number;
  in_transit: number;
}

/** A locked row: its balances, and the reorder level with whether its alert has been raised. */
interface LockedRow extends Balance {
  reorder_level: number;
  low_alerted: boolean;
}

interface BalanceKey {
  warehouseId: number;
  productId: number;
}

/** What every ledger row says besides its amount: the two places, why, and who moved it for which record when. */
export function ledgerColumns(context: MoveContext, move: { from: { kind: string; id: number | null }; to: { kind: string; id: number | null }; reason: string }) {
  return {
    company_id: context.companyId,
    from_kind: move.from.kind,
    from_id: move.from.id,
    to_kind: move.to.kind,
    to_id: move.to.id,
    reason: move.reason,
    record_kind: context.record?.kind ?? null,
    record_id: context.record?.id ?? null,
    user_id: context.userId,
    at: context.now,
  };
}

const keyOf = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`;

/** The balances before the moves, by warehouse and product. */
export interface BalancesBefore {
  of(warehouseId: number, productId: number): Balance;
}

export async function moveStock(tx: Tx, context: MoveContext, moves: readonly StockMove[]): Promise<BalancesBefore> {
  const real = moves.filter((m) => m.quantity !== 0);
  for (const m of real) {
    if (!Number.isInteger(m.quantity) || m.quantity < 0) throw new Error(`stock moves by whole positive units, not ${m.quantity}`);
  }
  const counted = new Map<string, BalanceKey>();
  for (const m of real) {
    for (const p of [m.from, m.to]) if (isCounted(p)) counted.set(keyOf(p.id, m.productId), { warehouseId: p.id, productId: m.productId });
  }
  const keys = [...counted.values()].sort((a, b) => a.warehouseId - b.warehouseId || a.productId - b.productId);

  const rows = await lockBalances(tx, keys);
  const before = new Map([...rows].map(([key, row]) => [key, { ...row }]));
  for (const m of real) {
    const shortfall = take(rows, m.from, m);
    if (shortfall) throw conflict(await shortfallMessage(tx, m.productId, shortfall));
    give(rows, m.to, m);
  }
  const lowNow: BalanceKey[] = [];
  for (const key of changedKeys(keys, before, rows)) {
    const { warehouseId, productId } = key;
    const row = rows.get(keyOf(warehouseId, productId))!;
    // LOW_INVENTORY_WAREHOUSE once when the shelf falls below the level; re-armed when it is back at or above it.
    const below = row.reorder_level > 0 && row.stock < row.reorder_level;
    const alerted = below && (row.low_alerted || row.stock < before.get(keyOf(warehouseId, productId))!.stock);
    if (alerted && !row.low_alerted) lowNow.push(key);
    await tx
      .update(warehouseStock)
      .set({ stock: row.stock, in_transit: row.in_transit, low_alerted: alerted, updated_at: context.now })
      .where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  }
  if (lowNow.length) await raiseLowInventory(tx, context, lowNow, rows);
  if (real.length) {
    await tx.insert(stockMovements).values(real.map((m) => ({ ...ledgerColumns(context, m), product_id: m.productId, quantity: m.quantity })));
  }
  return { of: (warehouseId, productId) => before.get(keyOf(warehouseId, productId)) ?? { stock: 0, in_transit: 0 } };
}

async function lockBalances(tx: Tx, keys: BalanceKey[]): Promise<Map<string, LockedRow>> {
  if (!keys.length) return new Map();
  // Rows a move adds to must exist before they can be locked; made in the locking order too.
  await tx
    .insert(warehouseStock)
    .values(keys.map((k) => ({ warehouse_id: k.warehouseId, product_id: k.productId })))
    .onConflictDoNothing();
  const warehouseIds = [...new Set(keys.map((k) => k.warehouseId))];
  const productIds = [...new Set(keys.map((k) => k.productId))];
  const wanted = new Set(keys.map((k) => keyOf(k.warehouseId, k.productId)));
  const locked = await tx
    .select()
    .from(warehouseStock)
    .where(and(inArray(warehouseStock.warehouse_id, warehouseIds), inArray(warehouseStock.product_id, productIds)))
    .orderBy(warehouseStock.warehouse_id, warehouseStock.product_id)
    .for('update');
  return new Map(locked
    .filter((r) => wanted.has(keyOf(r.warehouse_id, r.product_id)))
    .map((r) => [keyOf(r.warehouse_id, r.product_id), { stock: r.stock, in_transit: r.in_transit, reorder_level: r.reorder_level, low_alerted: r.low_alerted }]));
}

/** One LOW_INVENTORY_WAREHOUSE per product that just fell below its level, for the warehouse's franchise (or the company). */
async function raiseLowInventory(tx: Tx, context: MoveContext, keys: BalanceKey[], rows: Map<string, LockedRow>) {
  const places = await tx
    .select({ id: warehouses.id, name: warehouses.name, franchise_id: warehouses.franchise_id })
    .from(warehouses)
    .where(inArray(warehouses.id, [...new Set(keys.map((k) => k.warehouseId))]));
  const items = await tx
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [...new Set(keys.map((k) => k.productId))]));
  const placeOf = new Map(places.map((w) => [w.id, w]));
  const itemOf = new Map(items.map((p) => [p.id, p]));
  for (const { warehouseId, productId } of keys) {
    const warehouse = placeOf.get(warehouseId)!;
    const product = itemOf.get(productId)!;
    const row = rows.get(keyOf(warehouseId, productId))!;
    const written = await recordNotification(tx, {
      companyId: context.companyId,
      franchiseId: warehouse.franchise_id,
      type: 'LOW_INVENTORY_WAREHOUSE',
      payload: {
        Warehouse: { id: warehouse.id, name: warehouse.name },
        Product: product,
        warehouse_id: warehouse.id,
        product_name: product.name,
        stock: row.stock,
        reorder_level: row.reorder_level,
      },
    });
    context.notified?.(written);
  }
}

const column = (p: StockPlace): keyof Balance => (p.kind === 'shelf' ? 'stock' : 'in_transit');

/** Takes the move's units off a counted place; what was there when it holds too few. */
interface Shortfall { from: { kind: CountedKind; id: number }; has: number; wanted: number }

function take(rows: Map<string, LockedRow>, from: StockPlace, m: StockMove): Shortfall | null {
  if (!isCounted(from)) return null;
  const row = rows.get(keyOf(from.id, m.productId))!;
  const has = row[column(from)];
  if (has < m.quantity) return { from, has, wanted: m.quantity };
  row[column(from)] = has - m.quantity;
  return null;
}

/** The refusal a user reads: the product and the warehouse by name, not by id. */
async function shortfallMessage(tx: Tx, productId: number, { from, has, wanted }: Shortfall) {
  const [product] = await tx.select({ name: products.name, sku: products.sku }).from(products).where(eq(products.id, productId));
  const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, from.id));
  const what = product ? `${product.name} (${product.sku})` : `product ${productId}`;
  const where = warehouse ? (from.kind === 'shelf' ? `the shelves of ${warehouse.name}` : `transit from ${warehouse.name}`) : describePlace(from);
  return `Not enough stock of ${what} in ${where}: ${has} there, ${wanted} to move. Nothing was changed.`;
}

function give(rows: Map<string, LockedRow>, to: StockPlace, m: StockMove) {
  if (!isCounted(to)) return;
  rows.get(keyOf(to.id, m.productId))![column(to)] += m.quantity;
}

/** The balances the moves changed, in the locking order of `keys`. */
function changedKeys(keys: BalanceKey[], before: Map<string, Balance>, after: Map<string, Balance>): BalanceKey[] {
  return keys.filter(({ warehouseId, productId }) => {
    const key = keyOf(warehouseId, productId);
    const a = after.get(key)!;
    const b = before.get(key)!;
    return a.stock !== b.stock || a.in_transit !== b.in_transit;
  });
}
