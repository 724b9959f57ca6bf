/** /api/campaign-management negative items on the record pipeline: list, get, create, update, delete. */
import { inArray, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/negative-items.ts';
import { NEGATIVE_ITEM_MESSAGES as M } from '../../contract/negative-items.ts';
import { negativeItems } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { markConfigChanged, underNegativeItem } from '../device/config-version.ts';
import { negativeItemColumns, negativeItemRecord, negativeItemScope, negativeItemStateSql, toNegativeItemRow } from '../records/negative-item.ts';

type Fields = (typeof contract.createNegativeItem)['request']['TYPE'];

/** The columns a save writes from the request; the end must come after the start. */
function columnsOf(input: Fields) {
  const start = new Date(input.start_date);
  const end = new Date(input.end_date);
  if (end.getTime() <= start.getTime()) throw invalidField('end_date', M.endBeforeStart);
  return { name: input.name.trim(), source: input.source, start_date: start, end_date: end, status: input.status };
}

export const negativeItemsHandlers = [
  defineList(contract.listNegativeItems, {
    scope: negativeItemScope,
    query: (db, where) => db.select(negativeItemColumns).from(negativeItems).where(where),
    count: (db, where) => db.select({ n: countAll }).from(negativeItems).where(where),
    filters: {
      state: (states) => sql`${negativeItemStateSql} in (${sql.join(states.map((s) => sql`${s}`), sql`, `)})`,
      source: (sources) => inArray(negativeItems.source, sources),
    },
    search: [negativeItems.name],
    sort: {
      name: negativeItems.name,
      source: negativeItems.source,
      start_date: negativeItems.start_date,
      end_date: negativeItems.end_date,
      created_at: negativeItems.created_at,
      updated_at: negativeItems.updated_at,
    },
    tiebreak: negativeItems.id,
    rows: (page) => page.map(toNegativeItemRow),
  }),

  defineGet(contract.getNegativeItem, negativeItemRecord),

  defineCreate(contract.createNegativeItem, negativeItemRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateNegativeItem, negativeItemRecord, {
    apply: async ({ tx, row, input, now }) => {
      await markConfigChanged(tx, underNegativeItem(row.id), now);
      return { set: columnsOf(input) };
    },
  }),

  defineDelete(contract.deleteNegativeItem, negativeItemRecord, {
    apply: async ({ tx, row, now }) => {
      await markConfigChanged(tx, underNegativeItem(row.id), now);
      return { set: { deleted_at: now } };
    },
  }),
];
