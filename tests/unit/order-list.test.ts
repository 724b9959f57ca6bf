import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_CODES, REFUND_STATUS_CODES, VEND_STATUS_CODES } from '../../contract/actions/orders.ts';
import { orderPageSql, type ListInput } from '../../server/actions/order-list.ts';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { createRandom } from '../../server/seed/random.ts';

// SQL text only: nothing connects.
const newDb = () => drizzle.mock({ schema }) as unknown as Db;
const random = createRandom(42);
const someOf = <T>(values: readonly T[]): T[] | undefined => {
  const picked = values.filter(() => random.int(0, 2) === 0);
  return picked.length || random.int(0, 1) ? picked : undefined;
};
const SEARCHES = [undefined, '', '  ', 'chips', '26', '2619', '999', '#42', ' # 7 ', '12345678901', '9'.repeat(30)];

function randomRequest() {
  const input = {
    sortBy: random.pick(['created_at', 'order_id', 'amount'] as const),
    sortDir: random.pick(['ASC', 'DESC'] as const),
    offset: random.int(0, 5) * 10,
    limit: random.pick([10, 50, 100]),
    search: random.pick(SEARCHES),
    from: random.int(0, 1) ? new Date(Date.UTC(2026, 0, random.int(1, 28), random.int(0, 23))).toISOString() : undefined,
    to: random.int(0, 1) ? new Date(Date.UTC(2026, 1, random.int(1, 28))).toISOString() : undefined,
    vending_machine_id: random.int(0, 1) ? Array.from({ length: random.int(0, 3) }, () => random.int(1, 500)) : undefined,
    vend_status: someOf(VEND_STATUS_CODES),
    payment_status: someOf(PAYMENT_STATUS_CODES),
    refund_status: someOf(random.int(0, 1) ? REFUND_STATUS_CODES : [...REFUND_STATUS_CODES].reverse()),
  } as ListInput;
  const caller = { company_id: random.int(1, 3), franchise_id: random.int(0, 1) ? null : random.int(1, 4) };
  return { caller, input };
}

describe('the /orders page statement, built once per shape of request', () => {
  it('runs exactly the SQL and values a fresh build gives, for every mix of filters, sorts and searches', () => {
    const cached = newDb();
    for (let i = 0; i < 3000; i++) {
      const { caller, input } = randomRequest();
      expect(orderPageSql(cached, caller, input), JSON.stringify({ caller, input })).toEqual(orderPageSql(newDb(), caller, input));
    }
    // 3,000 fresh builds take 3-4 s on the 2-core machine, more while it is busy: a time limit
    // here would test the machine, not the statement.
  }, 60_000);

  it('puts the values in parameters, never in the SQL text, so one text serves every company', () => {
    const db = newDb();
    const input = { sortBy: 'created_at', sortDir: 'DESC', offset: 20, limit: 10, vend_status: [3], search: '2611' } as ListInput;
    const first = orderPageSql(db, { company_id: 1, franchise_id: null }, input);
    const second = orderPageSql(db, { company_id: 2, franchise_id: null }, { ...input, offset: 30, vend_status: [1], search: '2612' });
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(expect.arrayContaining([1, 3, '2611', '2612', 20, 10]));
    expect(second.params).toEqual(expect.arrayContaining([2, 1, '2612', '2613', 30, 10]));
  });
});
