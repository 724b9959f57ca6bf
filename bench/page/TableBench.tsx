/**
 * The big-table fixture: the kit's real DataTable over a 100,000-row client-side list
 * (order rows with the /orders screen's own columns). The benchmark
 * scrolls it and counts frames and DOM rows.
 */
import { useEffect, useMemo } from 'react';
import type { Infer } from 'superstruct';
import { listOrders, type OrderRow } from '../../contract/actions/orders.ts';
import { ORDER_COLUMNS } from '../../src/features/orders/order-parts.tsx';
import { DataTable, type ListQuery } from '../../src/ui/index.ts';
import { markMountedAfterPaint } from './mounted.ts';

type Row = Infer<typeof OrderRow>;
export const TABLE_ROWS = 100_000;
const MODES = ['UPI', 'CARD', 'WALLET', 'CASH'];

/** Deterministic rows: the same table on every run. */
function makeRows(count: number): Row[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const vend = i % 29 === 0 ? 3 : i % 31 === 0 ? 2 : 1;
    const items = 1 + (i % 3);
    return {
      id: i + 1,
      order_id: `2601${String(i % 28 + 1).padStart(2, '0')}${String(i + 1).padStart(8, '0')}`,
      created_at: new Date(start + i * 29_000).toISOString(),
      vending_machine: { id: 1 + (i % 5000), name: `Whitefield Tech Park ${String(i % 97).padStart(2, '0')}`, code: `VM-${String(1 + (i % 5000)).padStart(5, '0')}` },
      payment_mode: MODES[i % 4],
      vend_status: vend,
      payment_status: 1,
      refund_status: vend === 1 ? null : 1,
      items,
      items_vend: vend === 1 ? items : vend === 2 ? items - 1 : 0,
      amount: 20 + ((i * 37) % 180),
      discount: 0,
      refund_amount: vend === 1 ? 0 : 20,
      channel: i % 20 === 7 ? 1 : i % 20 === 13 ? 2 : 3,
    };
  });
}

const ignore = () => undefined;

export function TableBench() {
  const query = useMemo((): ListQuery<Row, 'created_at' | 'order_id' | 'amount'> => {
    const rows = makeRows(TABLE_ROWS);
    return {
      spec: listOrders, rows, total: rows.length, loading: false, page: 1, pageSize: rows.length, pageCount: 1,
      sortBy: 'created_at', sortDir: 'DESC', search: '', request: {},
      setPage: ignore, setPageSize: ignore, toggleSort: ignore, setSearch: ignore, reload: ignore,
    };
  }, []);
  useEffect(markMountedAfterPaint, []);
  // Laid out as in the console's shell (src/app/Shell.tsx): the table inside a scrolling <main>.
  return (
    <div className="flex h-screen overflow-hidden">
      <main className="flex-1 overflow-y-auto p-4">
        <DataTable query={query} columns={ORDER_COLUMNS} label="Orders" search={false} pager="filter-bar" pageSizeOptions={[TABLE_ROWS]} />
      </main>
    </div>
  );
}
