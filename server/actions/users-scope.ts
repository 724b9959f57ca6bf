/**
 * Who sees and changes which users: the caller's company, their franchise for franchise
 * staff, and only users whose role resource the caller holds the permission for
 * (contract/actions/users.ts ROLE_RESOURCE). Also the user row as the contract shapes it.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignableCodesFor, canOnUsersOf, FRANCHISE_ROLE_CODES, STORE_ROLE_CODE, USER_MESSAGES } from '../../contract/actions/users.ts';
import type { PermVerb } from '../../contract/permissions.ts';
import { ROLE_CODES, type RoleCode } from '../../contract/roles.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { franchises, roles, stores, users } from '../db/schema/index.ts';
import { ApiError, invalidField } from '../http/errors.ts';
import { allOf, iso } from '../http/list.ts';

export const userFranchise = alias(franchises, 'user_franchise');
export const userStore = alias(stores, 'user_store');

/** Role codes whose users the caller may act on with this verb. */
export function codesFor(caller: Caller, verb: PermVerb): RoleCode[] {
  return ROLE_CODES.filter((code) => canOnUsersOf(caller.permissions, verb, code));
}

/** The WHERE of every user query: company, not deleted, franchise for franchise staff, visible roles. */
export function userScope(caller: Caller): SQL | undefined {
  const codes = codesFor(caller, 'VIEW');
  return allOf(
    eq(users.company_id, caller.company_id),
    isNull(users.deleted_at),
    caller.franchise_id !== null ? eq(users.franchise_id, caller.franchise_id) : undefined,
    codes.length ? inArray(roles.role_code, codes) : sql`false`,
  );
}

export const userColumns = {
  user: users,
  role: { id: roles.id, name: roles.name, role_code: roles.role_code, is_default: roles.is_default },
  franchise: { id: userFranchise.id, name: userFranchise.name },
  store: { id: userStore.id, name: userStore.name },
};

export function selectUsers(db: Db | Tx) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(userFranchise, eq(userFranchise.id, users.franchise_id))
    .leftJoin(userStore, eq(userStore.id, users.store_id));
}

type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

export function toUserRow({ user, role, franchise, store }: UserRecord) {
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
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    version: user.version,
  };
}

/** What the audit log keeps of a user (never the password hash). */
export function auditFields(user: typeof users.$inferSelect) {
  const { password_hash: _hash, ...rest } = user;
  return rest;
}

/** A role the caller may give (console.md §6 plus PERM_ADD_ of its resource), or 403. */
export async function assignableRole(tx: Tx, caller: Caller, roleId: number) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.company_id, caller.company_id), isNull(roles.deleted_at)));
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
export async function placement(tx: Tx, caller: Caller, roleCode: RoleCode, franchiseId: number | null, storeId: number | null) {
  let franchise = franchiseId;
  if (caller.franchise_id !== null) {
    if (franchise !== null && franchise !== caller.franchise_id) throw new ApiError(403, 'You can only place users in your own franchise.');
    franchise = caller.franchise_id;
  }
  if (franchise !== null) {
    const [found] = await tx.select({ id: franchises.id }).from(franchises).where(and(eq(franchises.id, franchise), eq(franchises.company_id, caller.company_id)));
    if (!found) throw invalidField('franchise_id', 'Unknown franchise.');
  }
  if (roleCode !== STORE_ROLE_CODE) {
    if (FRANCHISE_ROLE_CODES.includes(roleCode) && franchise === null) throw invalidField('franchise_id', 'Value required');
    return { franchise_id: franchise, store_id: null };
  }
  if (storeId === null) throw invalidField('store_id', 'Value required');
  const [store] = await tx.select().from(stores).where(and(eq(stores.id, storeId), eq(stores.company_id, caller.company_id)));
  if (!store) throw invalidField('store_id', 'Unknown store.');
  if (franchise !== null && store.franchise_id !== franchise) throw invalidField('store_id', 'This store is not in the chosen franchise.');
  return { franchise_id: franchise ?? store.franchise_id, store_id: store.id };
}

export async function ensureEmailFree(tx: Tx, email: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (taken && taken.id !== exceptId) throw invalidField('email', USER_MESSAGES.emailTaken);
}
