/**
 * /api/product-management consumers' requested products: the list, one, and "Add as product
 * request" — a catalogue product request created in the same transaction (status Requested,
 * PRODUCT_REQUEST raised as create.product_request does, its own audit row) and linked from the
 * consumers' request, whose status is from then on the product request's.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/consumer-requests.ts';
import type { Db } from '../db/client.ts';
import { consumerProductRequests as cr, productRequests, vendingMachines } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { audit, auditFields } from '../kit/audit.ts';
import { defineList } from '../kit/list.ts';
import { defineGet, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import type { Caller } from '../context.ts';
import { publishNotification } from '../live/notify.ts';
import { checkPlace } from '../records/product-request.ts';
import { notifyWatchers } from './product-requests.ts';

/** As product requests: the company's; franchise (and retailer) staff, those at their machines. */
const scope = tenancy({ company: cr.company_id, franchise: { machines: [cr.vending_machine_id] }, retailer: { machines: [cr.vending_machine_id] } });

/** The linked product request, unless deleted (then the consumers' request is open again). */
const linked = and(eq(productRequests.id, cr.product_request_id), isNull(productRequests.deleted_at));
/** The status: the live product request's, else Open. */
const status = sql<string>`coalesce(${productRequests.status}, 'OPEN')`;

const select = (db: Db, where: SQL | undefined) => db
  .select({ r: cr, machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code }, request: { id: productRequests.id, status: productRequests.status }, status })
  .from(cr)
  .innerJoin(vendingMachines, eq(vendingMachines.id, cr.vending_machine_id))
  .leftJoin(productRequests, linked)
  .where(where);

type Row = Infer<typeof contract.ConsumerRequestRow>;
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = ({ r, machine, request, status: s }: Selected): Row => ({
  id: r.id,
  product_name: r.product_name,
  machine,
  ask_count: r.ask_count,
  first_asked_at: iso(r.first_asked_at)!,
  last_asked_at: iso(r.last_asked_at)!,
  status: s as Row['status'],
  product_request: request?.id != null ? { id: request.id, status: request.status } : null,
  version: r.version,
});

async function read(db: Db, caller: Caller, id: number) {
  const [row] = await select(db, and(eq(cr.id, id), scope(caller)));
  if (!row) throw notFound("Consumers' requested product");
  return toRow(row);
}

export const consumerRequestRecord = defineRecord({
  entity: 'consumer_product_request',
  table: cr,
  noun: "Consumers' requested product",
  title: (r) => `The consumers' request for ${r.product_name}`,
  scope,
  read,
});

export const consumerRequestHandlers = [
  defineList(contract.listConsumerRequests, {
    scope,
    query: (db, where) => select(db, where),
    count: (db, where) => db.select({ n: countAll }).from(cr)
      .innerJoin(vendingMachines, eq(vendingMachines.id, cr.vending_machine_id))
      .leftJoin(productRequests, linked)
      .where(where),
    filters: {
      status: (statuses) => {
        const open = statuses.includes('OPEN');
        const others = statuses.filter((s) => s !== 'OPEN');
        return or(open ? isNull(productRequests.id) : undefined, others.length ? inArray(productRequests.status, others) : undefined);
      },
      vending_machine_id: (ids) => inArray(cr.vending_machine_id, ids),
      from: (from) => gte(cr.last_asked_at, new Date(from)),
      to: (to) => lte(cr.last_asked_at, new Date(to)),
    },
    search: [cr.product_name, vendingMachines.name, vendingMachines.code],
    sort: { last_asked_at: cr.last_asked_at, first_asked_at: cr.first_asked_at, ask_count: cr.ask_count, product_name: cr.product_name },
    tiebreak: cr.id,
    rows: (page) => page.map(toRow),
  }),

  defineGet(contract.getConsumerRequest, consumerRequestRecord),

  defineMutation(contract.addConsumerRequestAsProductRequest, consumerRequestRecord, {
    apply: async ({ tx, caller, row, input, now, services, afterCommit }) => {
      if (row.product_request_id !== null) {
        const [live] = await tx.select({ id: productRequests.id }).from(productRequests)
          .where(and(eq(productRequests.id, row.product_request_id), isNull(productRequests.deleted_at)));
        if (live) throw conflict(contract.CONSUMER_REQUEST_MESSAGES.alreadyAdded(live.id));
      }
      const place = await checkPlace(tx, caller, { vending_machine_id: row.vending_machine_id, store_id: null });
      const [request] = await tx.insert(productRequests).values({
        company_id: caller.company_id,
        product_name: row.product_name,
        description: contract.CONSUMER_REQUEST_MESSAGES.description(row.ask_count, place.machine!.name),
        requester_type: 'Other',
        requester_name: contract.CONSUMER_REQUEST_MESSAGES.requesterName,
        urgency: input.urgency,
        preferable_time: input.preferable_time,
        vending_machine_id: row.vending_machine_id,
        status: 'REQUESTED',
        requested_by: caller.id,
        created_at: now,
        updated_at: now,
      }).returning();
      await audit(tx, caller, { action: contract.addConsumerRequestAsProductRequest.name, entity: 'product_request', entity_id: request!.id, after: { ...auditFields(request!), consumer_product_request_id: row.id } });
      const raised = await notifyWatchers(tx, caller, request!, place);
      afterCommit(() => raised.forEach((n) => publishNotification(services, n)));
      return { set: { product_request_id: request!.id }, audit: { product_request: { id: request!.id, product_name: request!.product_name } } };
    },
  }),
];
