/**
 * The product request as a record of the pipeline: who reaches which (the company's; franchise
 * staff only the requests for their franchise's machines and stores), how it is read (with its
 * machine or store, the product that answered it and who asked), and its lifecycle.
 */
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { PRODUCT_REQUEST_MESSAGES, type ProductRequestRow } from '../../contract/actions/product-requests.ts';
import { productRequestStatus } from '../../contract/statuses.ts';
import { productRequestLifecycle } from '../../machines/records/productRequest.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { consumerProductRequests, productRequests, products, roles, stores, users, vendingMachines } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy, type ScopeCaller } from '../kit/scope.ts';

/** The company's product requests, deleted ones left out; a franchise's users see those for its machines and stores. */
export const productRequestScope = tenancy({
  company: productRequests.company_id,
  deletedAt: productRequests.deleted_at,
  franchise: { machines: [productRequests.vending_machine_id], stores: [productRequests.store_id] },
  retailer: { machines: [productRequests.vending_machine_id] },
});

/** The machines a request may be for: the caller's company's, not deleted, their franchise's for franchise staff. */
const machinesInReach = tenancy({ company: vendingMachines.company_id, deletedAt: vendingMachines.deleted_at, franchise: { column: vendingMachines.franchise_id }, retailer: { column: vendingMachines.retailer_id } });
const storesInReach = tenancy({
  company: stores.company_id, franchise: { column: stores.franchise_id },
  // A store's own staff ask for their store only, as they see only its requests (productRequestScope).
  also: (caller) => (caller.store_id ? eq(stores.id, caller.store_id) : undefined),
});

/** The columns the list and the read select: the request with its machine, store, product and requester. */
export const requestColumns = {
  r: productRequests,
  machine: { id: vendingMachines.id, name: vendingMachines.name },
  store: { id: stores.id, name: stores.name },
  product: { id: products.id, sku: products.sku, name: products.name },
  user: { id: users.id, first_name: users.first_name, last_name: users.last_name },
  consumer: { id: consumerProductRequests.id },
};

/** The requests matching `where`, with their machine, store, product and requester. */
export function selectRequests(db: Db, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(productRequests)
    .leftJoin(vendingMachines, eq(vendingMachines.id, productRequests.vending_machine_id))
    .leftJoin(stores, eq(stores.id, productRequests.store_id))
    .leftJoin(products, eq(products.id, productRequests.product_id))
    .leftJoin(users, eq(users.id, productRequests.requested_by))
    .leftJoin(consumerProductRequests, eq(consumerProductRequests.product_request_id, productRequests.id))
    .where(where);
}

type Joined = {
  r: typeof productRequests.$inferSelect;
  machine: { id: number; name: string } | null;
  store: { id: number; name: string } | null;
  product: { id: number; sku: string; name: string } | null;
  user: { id: number; first_name: string; last_name: string } | null;
  consumer?: { id: number } | null;
};

export function toProductRequestRow({ r, machine, store, product, user, consumer }: Joined): Infer<typeof ProductRequestRow> {
  return {
    id: r.id,
    product_name: r.product_name,
    brand_name: r.brand_name,
    description: r.description,
    requester_type: r.requester_type as Infer<typeof ProductRequestRow>['requester_type'],
    requester_name: r.requester_name,
    requester_mobile: r.requester_mobile,
    urgency: r.urgency as Infer<typeof ProductRequestRow>['urgency'],
    preferable_time: r.preferable_time as Infer<typeof ProductRequestRow>['preferable_time'],
    machine: machine?.id != null ? machine : null,
    store: store?.id != null ? store : null,
    status: r.status as Infer<typeof ProductRequestRow>['status'],
    status_remark: r.status_remark,
    product: product?.id != null ? product : null,
    requested_by: user?.id != null ? user : null,
    consumer_request_id: consumer?.id ?? null,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    version: r.version,
  };
}

async function readProductRequest(db: Db, caller: Caller, id: number) {
  const [row] = await selectRequests(db, and(eq(productRequests.id, id), productRequestScope(caller)));
  if (!row) throw notFound('Product request');
  return toProductRequestRow(row);
}

export const productRequestRecord = defineRecord({
  entity: 'product_request',
  table: productRequests,
  noun: 'Product request',
  title: (r) => `Product request ${r.id} (${r.product_name})`,
  scope: productRequestScope,
  read: readProductRequest,
  lifecycle: {
    machine: productRequestLifecycle,
    column: 'status',
    statusName: (status) => productRequestStatus(String(status)).name,
  },
});

export interface Place {
  vending_machine_id: number | null;
  store_id: number | null;
}

/**
 * The machine or store a request is for, checked: exactly one, in the caller's reach (400 naming
 * the field otherwise). Answers the franchise it belongs to, which the notification goes to.
 */
export async function checkPlace(db: Db | Tx, caller: ScopeCaller, place: Place): Promise<{ franchiseId: number | null; machine: { id: number; name: string } | null; store: { id: number; name: string } | null }> {
  if (place.vending_machine_id === null && place.store_id === null) throw invalid([{ path: 'vending_machine_id', message: PRODUCT_REQUEST_MESSAGES.placeRequired }]);
  if (place.vending_machine_id !== null && place.store_id !== null) throw invalid([{ path: 'store_id', message: PRODUCT_REQUEST_MESSAGES.onePlace }]);
  if (place.vending_machine_id !== null) {
    const [machine] = await db.select({ id: vendingMachines.id, name: vendingMachines.name, franchise_id: vendingMachines.franchise_id }).from(vendingMachines)
      .where(and(eq(vendingMachines.id, place.vending_machine_id), machinesInReach(caller)));
    if (!machine) throw invalid([{ path: 'vending_machine_id', message: 'Unknown machine.' }]);
    return { franchiseId: machine.franchise_id, machine: { id: machine.id, name: machine.name }, store: null };
  }
  const [store] = await db.select({ id: stores.id, name: stores.name, franchise_id: stores.franchise_id }).from(stores)
    .where(and(eq(stores.id, place.store_id!), storesInReach(caller)));
  if (!store) throw invalid([{ path: 'store_id', message: 'Unknown store.' }]);
  return { franchiseId: store.franchise_id, machine: null, store: { id: store.id, name: store.name } };
}

/** The machines and stores of the caller's reach, by name: the form's choices. */
export async function placeOptions(db: Db, caller: ScopeCaller) {
  const [machines, storeRows] = await Promise.all([
    db.select({ id: vendingMachines.id, name: vendingMachines.name }).from(vendingMachines).where(machinesInReach(caller)).orderBy(asc(vendingMachines.name), asc(vendingMachines.id)),
    db.select({ id: stores.id, name: stores.name }).from(stores).where(storesInReach(caller)).orderBy(asc(stores.name), asc(stores.id)),
  ]);
  return { machines, stores: storeRows };
}

/** A catalogue product of the caller's company, or 400 on product_id. */
export async function checkProduct(db: Db | Tx, caller: ScopeCaller, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.company_id, caller.company_id)));
  if (!product) throw invalid([{ path: 'product_id', message: 'Unknown product.' }]);
  return product.id;
}

/**
 * The users to tell of a new request: those whose role may view product requests and whose reach
 * holds its place — company-level users, and the franchise's own when it is a franchise's —
 * active, not deleted, the requester left out.
 */
export async function requestWatchers(db: Db | Tx, companyId: number, franchiseId: number | null, requesterId: number) {
  const rows = await db
    .select({ id: users.id, franchise_id: users.franchise_id, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.company_id, companyId), isNull(users.deleted_at), eq(users.is_active, true)));
  return rows
    .filter((u) => u.id !== requesterId && u.permissions.includes('PERM_VIEW_PRODUCT_REQUEST'))
    .filter((u) => u.franchise_id === null || u.franchise_id === franchiseId)
    .map((u) => u.id);
}
