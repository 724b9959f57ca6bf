/**
 * The user as a record of the pipeline. Who sees and changes which users: the caller's
 * company, their franchise for franchise staff, and only users whose role resource the
 * caller holds the permission for (contract/actions/users.ts ROLE_RESOURCE). Also the user
 * row as the contract shapes it, and the rules of placing a user in a franchise or store.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignableCodesFor, canOnUsersOf, FRANCHISE_ROLE_CODES, RETAILER_ROLE_CODE, RETAILER_STAFF_CODES, STORE_ROLE_CODE, USER_MESSAGES, userPermission } from '../../contract/actions/users.ts';
import type { PermVerb } from '../../contract/permissions.ts';
import { ROLE_CODES, type RoleCode } from '../../contract/roles.ts';
import type { Caller } from '../context.ts';
import { defineRecord } from '../kit/record.ts';
import { narrowingRetailer, tenancy, type ScopeCaller } from '../kit/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { franchises, retailers, roles, stores, users } from '../db/schema/index.ts';
import { ApiError, forbidden, invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { roleScope } from './role.ts';

export const userFranchise = alias(franchises, 'user_franchise');
export const userStore = alias(stores, 'user_store');
export const userRetailer = alias(retailers, 'user_retailer');

/** Role codes whose users the caller may act on with this verb. */
export function codesFor(caller: Pick<Caller, 'permissions'>, verb: PermVerb): RoleCode[] {
  return ROLE_CODES.filter((code) => canOnUsersOf(caller.permissions, verb, code));
}

/**
 * Company, not deleted, franchise for franchise staff, their retailer for a retailer's staff,
 * and only roles whose users the caller may view.
 */
export const userScope = tenancy({
  company: users.company_id,
  deletedAt: users.deleted_at,
  franchise: { column: users.franchise_id },
  also: (caller: ScopeCaller) => {
    const codes = codesFor({ permissions: caller.permissions ?? [] }, 'VIEW');
    if (!codes.length) return sql`false`;
    const byRole = sql`${users.role_id} in (select ${roles.id} from ${roles} where ${inArray(roles.role_code, codes)})`;
    const retailerId = narrowingRetailer(caller);
    return retailerId === null ? byRole : and(byRole, eq(users.retailer_id, retailerId));
  },
});

export const userColumns = {
  user: users,
  role: { id: roles.id, name: roles.name, role_code: roles.role_code, is_default: roles.is_default },
  franchise: { id: userFranchise.id, name: userFranchise.name },
  store: { id: userStore.id, name: userStore.name },
  retailer: { id: userRetailer.id, name: userRetailer.name },
};

export function selectUsers(db: Db | Tx) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(userFranchise, eq(userFranchise.id, users.franchise_id))
    .leftJoin(userStore, eq(userStore.id, users.store_id))
    .leftJoin(userRetailer, eq(userRetailer.id, users.retailer_id));
}

type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

export function toUserRow({ user, role, franchise, store, retailer }: UserRecord) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile_number: user.mobile_number,
    is_active: user.is_active,
    Role: { id: role.id, name: role.name, role_code: role.role_code as RoleCode, is_default: role.is_default },
    Franchise: franchise?.id ? { id: franchise.id, name: franchise.name } : null,
    Store: store?.id ? { id: store.id, name: store.name } : null,
    Retailer: retailer?.id ? { id: retailer.id, name: retailer.name } : null,
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    version: user.version,
  };
}

async function readUser(db: Db, caller: Caller, id: number) {
  const [found] = await selectUsers(db).where(and(eq(users.id, id), userScope(caller)));
  if (!found) throw notFound('User');
  return toUserRow(found);
}

export const userRecord = defineRecord({ entity: 'user', table: users, noun: 'User', scope: userScope, read: readUser });

/** 403 unless the caller may act with this verb on users of the role the user holds. */
export async function assertVerbOnUser(tx: Tx, caller: Caller, user: { role_id: number }, verb: PermVerb) {
  const [role] = await tx.select({ code: roles.role_code }).from(roles).where(eq(roles.id, user.role_id));
  const code = role?.code as RoleCode;
  if (!canOnUsersOf(caller.permissions, verb, code)) throw forbidden([userPermission(verb, code)]);
  return code;
}

/** A role the caller may give (console.md §6 plus PERM_ADD_ of its resource), or 403. */
export async function assignableRole(tx: Tx, caller: Caller, roleId: number) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), roleScope(caller)));
  if (!role) throw invalidField('role_id', 'Unknown role.');
  if (!assignableCodesFor(caller.role_code, caller.permissions).includes(role.role_code as RoleCode)) {
    throw new ApiError(403, `You may not assign the role "${role.name}".`);
  }
  return role;
}

/**
 * Franchise and store of a user of `roleCode`: franchise staff place users in their own
 * franchise only; franchise roles need a franchise; store managers need a store (in the
 * chosen franchise; with none chosen, the store's franchise is taken); others have no store.
 */
export async function placement(tx: Tx, caller: Caller, roleCode: RoleCode, franchiseId: number | null, storeId: number | null, retailerId: number | null = null) {
  const retailer_id = await retailerPlace(tx, caller, roleCode, retailerId);
  let franchise = franchiseId;
  if (caller.franchise_id !== null) {
    if (franchise !== null && franchise !== caller.franchise_id) throw new ApiError(403, 'You can only place users in your own franchise.');
    franchise = caller.franchise_id;
  }
  if (retailer_id !== null && franchise !== null) throw invalidField('retailer_id', USER_MESSAGES.retailerWithFranchise);
  if (franchise !== null) {
    const [found] = await tx.select({ id: franchises.id }).from(franchises).where(and(eq(franchises.id, franchise), eq(franchises.company_id, caller.company_id), isNull(franchises.deleted_at)));
    if (!found) throw invalidField('franchise_id', 'Unknown franchise.');
  }
  if (roleCode !== STORE_ROLE_CODE) {
    if (FRANCHISE_ROLE_CODES.includes(roleCode) && franchise === null) throw invalidField('franchise_id', 'Value required');
    return { franchise_id: franchise, store_id: null, retailer_id };
  }
  if (storeId === null) throw invalidField('store_id', 'Value required');
  const [store] = await tx.select().from(stores).where(and(eq(stores.id, storeId), eq(stores.company_id, caller.company_id), isNull(stores.deleted_at)));
  if (!store) throw invalidField('store_id', 'Unknown store.');
  if (franchise !== null && store.franchise_id !== franchise) throw invalidField('store_id', 'This store is not in the chosen franchise.');
  return { franchise_id: franchise ?? store.franchise_id, store_id: store.id, retailer_id };
}

/**
 * The retailer of a user of `roleCode`: a retailer admin needs one, operators and technicians
 * may have one, others none. A retailer's own staff place users in their retailer only.
 */
async function retailerPlace(tx: Tx, caller: Caller, roleCode: RoleCode, retailerId: number | null) {
  const own = narrowingRetailer(caller);
  // A retailer's staff place users in their retailer only, as its staff: a user of theirs without
  // it would reach the whole company, and one without a retailer (own = 0) places no one.
  if (own === 0) throw new ApiError(403, USER_MESSAGES.noRetailer);
  if (own !== null && !RETAILER_STAFF_CODES.includes(roleCode)) throw new ApiError(403, USER_MESSAGES.retailerStaffOnly);
  if (!RETAILER_STAFF_CODES.includes(roleCode)) return null;
  let retailer = retailerId;
  if (own !== null) {
    if (retailer !== null && retailer !== own) throw new ApiError(403, USER_MESSAGES.ownRetailerOnly);
    retailer = own;
  }
  if (retailer === null) {
    if (roleCode === RETAILER_ROLE_CODE) throw invalidField('retailer_id', USER_MESSAGES.retailerRequired);
    return null;
  }
  const [found] = await tx.select({ id: retailers.id }).from(retailers)
    .where(and(eq(retailers.id, retailer), eq(retailers.company_id, caller.company_id), isNull(retailers.deleted_at)));
  if (!found) throw invalidField('retailer_id', USER_MESSAGES.unknownRetailer);
  return found.id;
}

export async function ensureEmailFree(tx: Tx, email: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (taken && taken.id !== exceptId) throw invalidField('email', USER_MESSAGES.emailTaken);
}
