/**
 * /api/warehouse-management tally inventories on the record pipeline. A Draft keeps only the
 * counted quantities; nothing moves until submission, which locks the warehouse's stock rows of
 * the counted products, measures each count against the shelves at that moment (so units that
 * moved while the count was under way are not adjusted twice), moves the difference through the
 * stock ledger and sorts the line into a bucket. Cancelling moves nothing.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/tally-inventories.ts';
import { TALLY_STATUS, tallyStatus } from '../../contract/statuses.ts';
import { mayChangeTally, tallyOutcome } from '../../machines/records/tally.ts';
import { callerOf, handle } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { products, tallyInventories, tallyInventoryLines, warehouseStock } from '../db/schema/index.ts';
import { conflict, invalid } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import { talliesFrom, tallyProducts, tallyRecord, tallyReference, tallyScope, toTallyRow } from '../records/tally.ts';
import { visibleWarehouse } from '../records/warehouse.ts';
import { place } from '../stock/places.ts';
import type { StockMove } from '../stock/ledger.ts';

type LineInput = (typeof contract.createTallyInventory)['request']['TYPE']['lines'][number];

/** 400 unless every line names a product of the company, once. */
async function checkLines(tx: Tx, companyId: number, lines: readonly LineInput[]) {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const known = new Set((await tx.select({ id: products.id }).from(products)
    .where(and(eq(products.company_id, companyId), inArray(products.id, ids)))).map((p) => p.id));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    if (!known.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: contract.TALLY_MESSAGES.unknownProduct });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: contract.TALLY_MESSAGES.listedTwice });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
}

async function writeLines(tx: Tx, tallyId: number, lines: readonly LineInput[]) {
  await tx.delete(tallyInventoryLines).where(eq(tallyInventoryLines.tally_id, tallyId));
  await tx.insert(tallyInventoryLines).values(lines.map((l) => ({ tally_id: tallyId, product_id: l.product_id, counted: l.counted })));
}

/**
 * The shelves of the counted products now, under lock (in the ledger's (warehouse, product)
 * order, so a submission and another move never wait on each other in a cycle).
 */
async function lockedShelves(tx: Tx, warehouseId: number, productIds: number[], toBeStocked: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  // As moveStock does: the rows a count may add to exist before anything is locked, made in the locking order.
  const missing = [...toBeStocked].sort((a, b) => a - b).map((product_id) => ({ warehouse_id: warehouseId, product_id }));
  if (missing.length) await tx.insert(warehouseStock).values(missing).onConflictDoNothing();
  const rows = await tx.select({ product_id: warehouseStock.product_id, stock: warehouseStock.stock }).from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), inArray(warehouseStock.product_id, productIds)))
    .orderBy(warehouseStock.warehouse_id, warehouseStock.product_id)
    .for('update');
  return new Map(rows.map((r) => [r.product_id, r.stock]));
}

export const tallyInventoriesHandlers = [
  defineList(contract.listTallyInventories, {
    scope: tallyScope,
    query: (db, where) => talliesFrom(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(tallyInventories).where(where),
    filters: {
      warehouse_id: (id) => eq(tallyInventories.warehouse_id, id),
      status: (codes) => inArray(tallyInventories.status, codes),
      created_from: (from) => gte(tallyInventories.created_at, new Date(from)),
      created_to: (to) => lte(tallyInventories.created_at, new Date(to)),
    },
    search: [sql`'TI-' || lpad(${tallyInventories.id}::text, 6, '0')`],
    sort: { created_at: tallyInventories.created_at, updated_at: tallyInventories.updated_at, id: tallyInventories.id, status: tallyInventories.status },
    tiebreak: tallyInventories.id,
    rows: (page) => page.map(toTallyRow),
  }),

  defineGet(contract.getTallyInventory, tallyRecord),

  handle(contract.listTallyProducts, async (input, ctx) => {
    const caller = callerOf(ctx);
    await visibleWarehouse(ctx.db, caller, input.warehouse_id);
    return { data: await tallyProducts(ctx.db, caller.company_id, input.warehouse_id) };
  }),

  defineCreate(contract.createTallyInventory, tallyRecord, {
    values: async ({ tx, input, caller, now }) => {
      const warehouse = await visibleWarehouse(tx, caller, input.warehouse_id);
      await checkLines(tx, caller.company_id, input.lines);
      return {
        company_id: caller.company_id, warehouse_id: warehouse.id, status: TALLY_STATUS.draft,
        comments: input.comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now,
      };
    },
    after: async ({ tx, input, row }) => {
      await writeLines(tx, row.id, input.lines);
      return { reference: tallyReference(row.id), lines: input.lines };
    },
  }),

  defineMutation(contract.updateTallyInventory, tallyRecord, {
    apply: async ({ tx, input, row, caller }) => {
      if (!mayChangeTally(row.status)) {
        throw conflict(`Tally inventory ${tallyReference(row.id)} is ${tallyStatus(row.status).name}; only a Draft tally can be edited.`);
      }
      await checkLines(tx, caller.company_id, input.lines);
      await writeLines(tx, row.id, input.lines);
      return { set: input.comments !== undefined ? { comments: input.comments.trim() } : {}, audit: { lines: input.lines } };
    },
  }),

  defineTransition(contract.submitTallyInventory, tallyRecord, {
    event: () => 'tally.submit',
    apply: async ({ tx, row, now, moveStock }) => {
      const lines = await tx.select({ line: tallyInventoryLines, status: products.status }).from(tallyInventoryLines)
        .innerJoin(products, eq(products.id, tallyInventoryLines.product_id))
        .where(eq(tallyInventoryLines.tally_id, row.id))
        .orderBy(tallyInventoryLines.product_id);
      const shelves = await lockedShelves(tx, row.warehouse_id, lines.map((l) => l.line.product_id),
        lines.filter((l) => l.status === 1 && l.line.counted > 0).map((l) => l.line.product_id));
      const counts = { increased: 0, decreased: 0, failed: 0, no_change: 0 };
      const moves: StockMove[] = [];
      const outcomes = [];
      for (const { line, status } of lines) {
        const oldStock = shelves.get(line.product_id) ?? 0;
        const { result, adjusted } = tallyOutcome({ counted: line.counted, onShelf: oldStock, active: status === 1 });
        if (adjusted > 0) moves.push({ productId: line.product_id, from: place.outside, to: place.shelf(row.warehouse_id), quantity: adjusted, reason: 'tally.increase' });
        if (adjusted < 0) moves.push({ productId: line.product_id, from: place.shelf(row.warehouse_id), to: place.outside, quantity: -adjusted, reason: 'tally.decrease' });
        counts[({ INCREASED: 'increased', DECREASED: 'decreased', FAILED: 'failed', NO_CHANGE: 'no_change' } as const)[result]]++;
        const note = result === 'FAILED' ? contract.TALLY_MESSAGES.inactive : '';
        await tx.update(tallyInventoryLines).set({ old_stock: oldStock, adjusted, result, note }).where(eq(tallyInventoryLines.id, line.id));
        outcomes.push({ product_id: line.product_id, old_stock: oldStock, counted: line.counted, adjusted, result });
      }
      await moveStock(moves);
      return { set: { ...counts, submitted_at: now }, audit: { buckets: counts, lines: outcomes } };
    },
  }),

  defineTransition(contract.cancelTallyInventory, tallyRecord, {
    event: () => 'tally.cancel',
  }),
];

