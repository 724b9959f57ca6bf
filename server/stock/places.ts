/**
 * Where stock and cash can be. Shelves and transit are counted (warehouse_stock holds their
 * balances); the others are ends of a movement whose units leave the books or come onto them.
 */
export type CountedKind = 'shelf' | 'transit';
export type StockPlace =
  | { kind: CountedKind; id: number }
  | { kind: 'store' | 'supplier' | 'machine' | 'return_order'; id: number }
  | { kind: 'bin' | 'outside'; id: null };

export const place = {
  /** A warehouse's shelves. */
  shelf: (warehouseId: number): StockPlace => ({ kind: 'shelf', id: warehouseId }),
  /** Units that left this warehouse on an open order and have not arrived anywhere yet. */
  transit: (warehouseId: number): StockPlace => ({ kind: 'transit', id: warehouseId }),
  store: (storeId: number): StockPlace => ({ kind: 'store', id: storeId }),
  supplier: (supplierId: number): StockPlace => ({ kind: 'supplier', id: supplierId }),
  machine: (machineId: number): StockPlace => ({ kind: 'machine', id: machineId }),
  /** Units taken out of a machine's slots on a refill return order, until a warehouse or store receives them. */
  returnOrder: (returnOrderId: number): StockPlace => ({ kind: 'return_order', id: returnOrderId }),
  bin: { kind: 'bin', id: null } as StockPlace,
  /** Before the books: opening stock, or a supplier we do not track. */
  outside: { kind: 'outside', id: null } as StockPlace,
};

export const isCounted = (p: StockPlace): p is { kind: CountedKind; id: number } => p.kind === 'shelf' || p.kind === 'transit';

export function describePlace(p: StockPlace): string {
  switch (p.kind) {
    case 'shelf': return `the shelves of warehouse ${p.id}`;
    case 'transit': return `transit from warehouse ${p.id}`;
    case 'bin': return 'the discarded bin';
    case 'outside': return 'outside the books';
    default: return `${p.kind} ${p.id}`;
  }
}

export type CashPlace = { kind: 'refill_partner' | 'warehouse'; id: number } | { kind: 'outside'; id: null };
