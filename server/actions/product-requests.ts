/**
 * /api/product-management product requests on the record pipeline: list, get, the form's choices,
 * create (raising PRODUCT_REQUEST for the users who see requests there), update, delete, and
 * the lifecycle's steps (machines/records/productRequest.ts): review, mark added, decline, reopen.
 */
import { eq, gte, inArray, lte } from 'drizzle-orm';
import * as contract from '../../contract/actions/product-requests.ts';
import { productRequestStatus } from '../../contract/statuses.ts';
import { mayChangeProductRequest, mayDeleteProductRequest } from '../../machines/records/productRequest.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { productRequests, users } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import { publishNotification, recordNotification } from '../live/notify.ts';
import {
  checkPlace, checkProduct, placeOptions, productRequestRecord, productRequestScope, requestWatchers, selectRequests, toProductRequestRow,
} from '../records/product-request.ts';

type Fields = (typeof contract.createProductRequest)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
  product_name: input.product_name.trim(),
  brand_name: input.brand_name.trim(),
  description: input.description.trim(),
  requester_type: input.requester_type,
  requester_name: input.requester_name.trim(),
  requester_mobile: input.requester_mobile.trim(),
  urgency: input.urgency,
  preferable_time: input.preferable_time,
  vending_machine_id: input.vending_machine_id,
  store_id: input.store_id,
});

const refused = (row: { id: number; product_name: string; status: string }, why: string) =>
  conflict(`Product request ${row.id} (${row.product_name}) is ${productRequestStatus(row.status).name}; ${why}.`);

/** One PRODUCT_REQUEST notification per user who sees product requests at the request's place. */
export async function notifyWatchers(tx: Tx, caller: Caller, request: typeof productRequests.$inferSelect, place: Awaited<ReturnType<typeof checkPlace>>) {
  const [requester] = await tx.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, caller.id));
  const watchers = await requestWatchers(tx, caller.company_id, place.franchiseId, caller.id);
  const payload = {
    product_request_id: request.id,
    product_name: request.product_name,
    urgency: request.urgency,
    Manager: requester ?? {},
    ...(place.machine ? { VendingMachine: { id: place.machine.id, name: place.machine.name }, vending_machine_id: place.machine.id } : {}),
    ...(place.store ? { store_id: place.store.id, Store: place.store } : {}),
  };
  return Promise.all(watchers.map((userId) => recordNotification(tx, { companyId: caller.company_id, userId, franchiseId: place.franchiseId, type: 'PRODUCT_REQUEST', payload })));
}

const remarkOf = (input: { remark?: string }) => (input.remark === undefined ? {} : { status_remark: input.remark.trim() });

export const productRequestsHandlers = [
  defineList(contract.listProductRequests, {
    scope: productRequestScope,
    query: (db, where) => selectRequests(db, where),
    count: (db, where) => db.select({ n: countAll }).from(productRequests).where(where),
    filters: {
      status: (statuses) => inArray(productRequests.status, statuses),
      urgency: (urgencies) => inArray(productRequests.urgency, urgencies),
      requester_type: (types) => inArray(productRequests.requester_type, types),
      vending_machine_id: (ids) => inArray(productRequests.vending_machine_id, ids),
      store_id: (ids) => inArray(productRequests.store_id, ids),
      created_from: (from) => gte(productRequests.created_at, new Date(from)),
      created_to: (to) => lte(productRequests.created_at, new Date(to)),
    },
    search: [productRequests.product_name, productRequests.brand_name, productRequests.requester_name, productRequests.requester_mobile, productRequests.description],
    sort: {
      product_name: productRequests.product_name,
      brand_name: productRequests.brand_name,
      requester_type: productRequests.requester_type,
      urgency: productRequests.urgency,
      status: productRequests.status,
      created_at: productRequests.created_at,
      updated_at: productRequests.updated_at,
    },
    tiebreak: productRequests.id,
    rows: (page) => page.map(toProductRequestRow),
  }),

  defineGet(contract.getProductRequest, productRequestRecord),

  handle(contract.getProductRequestOptions, async (_input, ctx) => ({ data: await placeOptions(ctx.db, callerOf(ctx)) })),

  defineCreate(contract.createProductRequest, productRequestRecord, {
    values: async ({ tx, input, caller }) => {
      await checkPlace(tx, caller, input);
      return { company_id: caller.company_id, ...columnsOf(input), status: 'REQUESTED', requested_by: caller.id };
    },
    after: async ({ tx, caller, row, services, afterCommit }) => {
      const place = await checkPlace(tx, caller, row);
      const raised = await notifyWatchers(tx, caller, row, place);
      afterCommit(() => raised.forEach((n) => publishNotification(services, n)));
      return { notified: raised.map((n) => n.user_id) };
    },
  }),

  defineMutation(contract.updateProductRequest, productRequestRecord, {
    apply: async ({ tx, caller, row, input }) => {
      if (!mayChangeProductRequest(row.status)) throw refused(row, contract.PRODUCT_REQUEST_MESSAGES.notEditable);
      await checkPlace(tx, caller, input);
      return { set: columnsOf(input) };
    },
  }),

  defineDelete(contract.deleteProductRequest, productRequestRecord, {
    apply: async ({ row, now }) => {
      if (!mayDeleteProductRequest(row.status)) throw refused(row, contract.PRODUCT_REQUEST_MESSAGES.notDeletable);
      return { set: { deleted_at: now } };
    },
  }),

  defineTransition(contract.reviewProductRequest, productRequestRecord, {
    event: () => 'productRequest.review',
    apply: async ({ input }) => ({ set: remarkOf(input) }),
  }),

  defineTransition(contract.markProductRequestAdded, productRequestRecord, {
    event: () => 'productRequest.add',
    apply: async ({ tx, caller, input }) => ({
      set: { ...remarkOf(input), product_id: input.product_id == null ? null : await checkProduct(tx, caller, input.product_id) },
    }),
  }),

  defineTransition(contract.declineProductRequest, productRequestRecord, {
    event: () => 'productRequest.decline',
    apply: async ({ input }) => ({ set: { status_remark: input.remark.trim() } }),
  }),

  defineTransition(contract.reopenProductRequest, productRequestRecord, {
    event: () => 'productRequest.reopen',
    apply: async ({ input }) => ({ set: { ...remarkOf(input), product_id: null } }),
  }),
];
