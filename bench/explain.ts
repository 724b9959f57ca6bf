/**
 * EXPLAIN ANALYZE of the exact SQL the /orders page runs (server/actions/order-list.ts's
 * cached statement), to show it walks an index and never scans the orders table.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { orderPageSql, type ListInput } from '../server/actions/order-list.ts';
import { openDatabase } from '../server/db/client.ts';
import { ORDER_PAGE } from './api.ts';
import { scalar } from './seed/sql.ts';

export interface ExplainResult {
  sql: string;
  plan: string;
  /** The plan reads orders through an index. */
  indexPath: boolean;
  /** The plan has a sequential scan of orders. */
  seqScanOnOrders: boolean;
}

export async function explainOrderPage(target: { databaseUrl?: string; dataDir?: string }): Promise<ExplainResult> {
  const database = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl, poolSize: 1 } : { dataDir: `${target.dataDir}/pglite` });
  try {
    const companyId = await scalar(database.db, `select company_id from users where email = 'admin@demo.local'`);
    const input = { ...ORDER_PAGE, vend_status: [...ORDER_PAGE.vend_status], offset: 0 } as ListInput;
    const { sql, params } = orderPageSql(database.db, { company_id: companyId, franchise_id: null }, input);
    const text = `explain (analyze, buffers) ${sql}`;
    const result = database.pglite
      ? await (database.pglite as PGlite).query<Record<string, string>>(text, params)
      : await (database.pool as pg.Pool).query<Record<string, string>>(text, params as unknown[]);
    const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
    return {
      sql: `${sql}  -- params: ${JSON.stringify(params)}`,
      plan,
      indexPath: /Index (Only )?Scan( Backward)? using \S+ on orders/.test(plan),
      seqScanOnOrders: /Seq Scan on orders\b/.test(plan),
    };
  } finally {
    await database.close();
  }
}
