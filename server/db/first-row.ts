/**
 * The row a query returns by construction: an INSERT … RETURNING of one value, an aggregate
 * without GROUP BY. If none comes back something is broken, and the Error says what was
 * expected instead of a TypeError on `undefined` somewhere later.
 *
 *   const created = firstRow(await tx.insert(feedback).values(row).returning(), 'the inserted feedback');
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, but the query returned no row.`);
  return row;
}
