/** /api/user-management users on the record pipeline: list, get, create, update, delete, assignable roles, scopes. */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/users.ts';
import { assignableCodesFor } from '../../contract/actions/users.ts';
import type { RoleCode } from '../../contract/roles.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { franchises, retailers, roles, stores, users } from '../db/schema/index.ts';
import { ApiError, invalidField } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllTokens } from '../auth/sessions.ts';
import {
  assertVerbOnUser, assignableRole, ensureEmailFree, placement, selectUsers, toUserRow, userRecord, userScope,
} from '../records/user.ts';
import { retailerScope } from '../records/retailer.ts';
import { roleScope } from '../records/role.ts';

type UserFields = Pick<(typeof contract.createUser)['request']['TYPE'], 'first_name' | 'last_name' | 'email' | 'mobile_number'>;

/** The columns every save writes from the form's fields, trimmed. */
const columnsOf = (input: UserFields) => ({
  first_name: input.first_name.trim(),
  last_name: (input.last_name ?? '').trim(),
  email: input.email.trim(),
  mobile_number: input.mobile_number || null,
});

/** The role a save gives the user (the user's own when unchanged), with franchise and store placement. */
async function roleAndPlace(tx: Tx, caller: Caller, input: (typeof contract.updateUser)['request']['TYPE'], user: typeof users.$inferSelect, currentCode: RoleCode) {
  const self = user.id === caller.id;
  let roleCode = currentCode;
  if (input.role_id !== user.role_id) {
    if (self) throw invalidField('role_id', 'You cannot change your own role.');
    roleCode = (await assignableRole(tx, caller, input.role_id)).role_code as RoleCode;
  }
  if (self && !input.is_active) throw invalidField('is_active', 'You cannot deactivate yourself.');
  return placement(tx, caller, roleCode, input.franchise_id ?? null, input.store_id ?? null, input.retailer_id ?? null);
}

export const userHandlers = [
  defineList(contract.listUsers, {
    scope: userScope,
    query: (db, where) => selectUsers(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(users).where(where),
    filters: {
      role_ids: (ids) => inArray(users.role_id, ids),
      franchise_ids: (ids) => inArray(users.franchise_id, ids),
      is_active: (active) => eq(users.is_active, active),
      created_from: (from) => gte(users.created_at, new Date(from)),
      created_to: (to) => lte(users.created_at, new Date(to)),
    },
    search: [users.first_name, users.last_name, users.email, users.mobile_number, sql`${users.first_name} || ' ' || ${users.last_name}`],
    sort: {
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      role: roles.name,
      is_active: users.is_active,
      created_at: users.created_at,
      updated_at: users.updated_at,
    },
    tiebreak: users.id,
    rows: (page) => page.map(toUserRow),
  }),

  defineGet(contract.getUser, userRecord),

  defineCreate(contract.createUser, userRecord, {
    values: async ({ tx, input, caller }) => {
      const role = await assignableRole(tx, caller, input.role_id);
      const place = await placement(tx, caller, role.role_code as RoleCode, input.franchise_id ?? null, input.store_id ?? null, input.retailer_id ?? null);
      await ensureEmailFree(tx, input.email, null);
      return { company_id: caller.company_id, role_id: role.id, ...place, ...columnsOf(input), password_hash: await hashPassword(input.password) };
    },
  }),

  defineMutation(contract.updateUser, userRecord, {
    apply: async ({ tx, row: user, input, caller, now, services, afterCommit }) => {
      const code = await assertVerbOnUser(tx, caller, user, 'UPDATE');
      const place = await roleAndPlace(tx, caller, input, user, code);
      await ensureEmailFree(tx, input.email, user.id);
      // Deactivating signs the user out everywhere.
      if (user.is_active && !input.is_active) await revokeAllTokens(tx, user.id, now);
      // Open live feeds were checked against the old role and place: they reconnect under the new ones.
      if (!input.is_active || input.role_id !== user.role_id || place.franchise_id !== user.franchise_id) afterCommit(() => services.live.disconnect({ userId: user.id }));
      return { set: { role_id: input.role_id, ...place, ...columnsOf(input), is_active: input.is_active } };
    },
  }),

  defineDelete(contract.deleteUser, userRecord, {
    apply: async ({ tx, row: user, caller, now, services, afterCommit }) => {
      await assertVerbOnUser(tx, caller, user, 'DELETE');
      if (user.id === caller.id) throw new ApiError(409, 'You cannot delete yourself.');
      await revokeAllTokens(tx, user.id, now);
      afterCommit(() => services.live.disconnect({ userId: user.id }));
      return { set: { deleted_at: now, is_active: false } };
    },
  }),

  handle(contract.listAssignableRoles, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const codes = assignableCodesFor(caller.role_code, caller.permissions);
    if (!codes.length) return { data: [] };
    const rows = await ctx.db
      .select({ id: roles.id, name: roles.name, role_code: roles.role_code, is_default: roles.is_default })
      .from(roles)
      .where(and(roleScope(caller), inArray(roles.role_code, codes)))
      .orderBy(asc(roles.name), asc(roles.id));
    return { data: rows.map((r) => ({ ...r, role_code: r.role_code as RoleCode })) };
  }),

  handle(contract.listUserScopes, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const own = caller.franchise_id;
    const [franchiseRows, storeRows, retailerRows] = await Promise.all([
      ctx.db
        .select({ id: franchises.id, name: franchises.name, type: franchises.type })
        .from(franchises)
        .where(and(eq(franchises.company_id, caller.company_id), isNull(franchises.deleted_at), own !== null ? eq(franchises.id, own) : undefined))
        .orderBy(asc(franchises.name)),
      ctx.db
        .select({ id: stores.id, name: stores.name, franchise_id: stores.franchise_id })
        .from(stores)
        .where(and(eq(stores.company_id, caller.company_id), isNull(stores.deleted_at), own !== null ? eq(stores.franchise_id, own) : undefined))
        .orderBy(asc(stores.name)),
      // Retailers are the company's: franchise staff place no one in them.
      ctx.db.select({ id: retailers.id, name: retailers.name }).from(retailers).where(retailerScope(caller)).orderBy(asc(retailers.name)),
    ]);
    return { data: { franchises: franchiseRows, stores: storeRows, retailers: retailerRows } };
  }),
];
