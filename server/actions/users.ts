/** /api/user-management users: list, get, create, update, delete, assignable roles, scopes. */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/users.ts';
import { assignableCodesFor, canOnUsersOf, userPermission } from '../../contract/actions/users.ts';
import type { RoleCode } from '../../contract/roles.ts';
import { audit, callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { franchises, roles, stores, users } from '../db/schema/index.ts';
import { ApiError, forbidden, invalidField, notFound, staleVersion } from '../http/errors.ts';
import { allOf, countAll, countOf, listPage, searchAcross, sortOrder } from '../http/list.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllTokens } from '../auth/sessions.ts';
import { assignableRole, auditFields, ensureEmailFree, placement, selectUsers, toUserRow, userScope } from './users-scope.ts';

const SORT_COLUMNS = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  role: roles.name,
  is_active: users.is_active,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

async function loadVisibleUser(db: Db | Tx, caller: Caller, id: number) {
  const [found] = await selectUsers(db).where(and(eq(users.id, id), userScope(caller)));
  if (!found) throw notFound('User');
  return found;
}

/** Locks a visible user for a change, checking the version and the caller's verb on its role. */
async function lockUser(tx: Tx, caller: Caller, id: number, version: number, verb: 'UPDATE' | 'DELETE') {
  const [found] = await tx
    .select({ user: users, role_code: roles.role_code })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.id, id), userScope(caller)))
    .for('update', { of: users });
  if (!found) throw notFound('User');
  const code = found.role_code as RoleCode;
  if (!canOnUsersOf(caller.permissions, verb, code)) throw forbidden([userPermission(verb, code)]);
  if (found.user.version !== version) throw staleVersion('This user');
  return found;
}

export const userHandlers = [
  handle(contract.listUsers, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      userScope(caller),
      searchAcross(input.search, [users.first_name, users.last_name, users.email, users.mobile_number, sql`${users.first_name} || ' ' || ${users.last_name}`]),
      input.role_ids?.length ? inArray(users.role_id, input.role_ids) : undefined,
      input.franchise_ids?.length ? inArray(users.franchise_id, input.franchise_ids) : undefined,
      input.is_active === undefined ? undefined : eq(users.is_active, input.is_active),
      input.created_from ? gte(users.created_at, new Date(input.created_from)) : undefined,
      input.created_to ? lte(users.created_at, new Date(input.created_to)) : undefined,
    );
    const page = await listPage(
      input,
      (range) =>
        selectUsers(ctx.db).where(where).orderBy(...sortOrder(SORT_COLUMNS, range, users.id)).limit(range.limit).offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(users).innerJoin(roles, eq(roles.id, users.role_id)).where(where)),
    );
    return { data: page.data.map(toUserRow), total: page.total };
  }),

  handle(contract.getUser, async (input, ctx) => ({ data: toUserRow(await loadVisibleUser(ctx.db, callerOf(ctx), input.id)) })),

  handle(contract.createUser, async (input, ctx) => {
    const caller = callerOf(ctx);
    const passwordHash = await hashPassword(input.password);
    const id = await ctx.db.transaction(async (tx) => {
      const role = await assignableRole(tx, caller, input.role_id);
      const place = await placement(tx, caller, role.role_code as RoleCode, input.franchise_id ?? null, input.store_id ?? null);
      await ensureEmailFree(tx, input.email, null);
      const [created] = await tx
        .insert(users)
        .values({
          company_id: caller.company_id,
          role_id: role.id,
          ...place,
          first_name: input.first_name.trim(),
          last_name: (input.last_name ?? '').trim(),
          email: input.email.trim(),
          mobile_number: input.mobile_number || null,
          password_hash: passwordHash,
        })
        .returning();
      await audit(tx, caller, { action: 'create.user', entity: 'user', entity_id: created.id, after: auditFields(created) });
      return created.id;
    });
    return { data: toUserRow(await loadVisibleUser(ctx.db, caller, id)) };
  }),

  handle(contract.updateUser, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const { user, role_code } = await lockUser(tx, caller, input.id, input.version, 'UPDATE');
      const self = user.id === caller.id;
      let roleCode = role_code as RoleCode;
      if (input.role_id !== user.role_id) {
        if (self) throw invalidField('role_id', 'You cannot change your own role.');
        roleCode = (await assignableRole(tx, caller, input.role_id)).role_code as RoleCode;
      }
      if (self && !input.is_active) throw invalidField('is_active', 'You cannot deactivate yourself.');
      const place = await placement(tx, caller, roleCode, input.franchise_id ?? null, input.store_id ?? null);
      await ensureEmailFree(tx, input.email, user.id);
      const [updated] = await tx
        .update(users)
        .set({
          role_id: input.role_id,
          ...place,
          first_name: input.first_name.trim(),
          last_name: (input.last_name ?? '').trim(),
          email: input.email.trim(),
          mobile_number: input.mobile_number || null,
          is_active: input.is_active,
          version: user.version + 1,
          updated_at: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (user.is_active && !input.is_active) await revokeAllTokens(tx, user.id, now);
      await audit(tx, caller, { action: 'update.user', entity: 'user', entity_id: user.id, before: auditFields(user), after: auditFields(updated) });
    });
    return { data: toUserRow(await loadVisibleUser(ctx.db, caller, input.id)) };
  }),

  handle(contract.deleteUser, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const { user } = await lockUser(tx, caller, input.id, input.version, 'DELETE');
      if (user.id === caller.id) throw new ApiError(409, 'You cannot delete yourself.');
      await tx.update(users).set({ deleted_at: now, is_active: false, version: user.version + 1, updated_at: now }).where(eq(users.id, user.id));
      await revokeAllTokens(tx, user.id, now);
      await audit(tx, caller, { action: 'delete.user', entity: 'user', entity_id: user.id, before: auditFields(user) });
    });
    return { data: null };
  }),

  handle(contract.listAssignableRoles, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const codes = assignableCodesFor(caller.role_code, caller.permissions);
    if (!codes.length) return { data: [] };
    const rows = await ctx.db
      .select({ id: roles.id, name: roles.name, role_code: roles.role_code, is_default: roles.is_default })
      .from(roles)
      .where(and(eq(roles.company_id, caller.company_id), isNull(roles.deleted_at), inArray(roles.role_code, codes)))
      .orderBy(asc(roles.name), asc(roles.id));
    return { data: rows.map((r) => ({ ...r, role_code: r.role_code as RoleCode })) };
  }),

  handle(contract.listUserScopes, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const own = caller.franchise_id;
    const [franchiseRows, storeRows] = await Promise.all([
      ctx.db
        .select({ id: franchises.id, name: franchises.name, type: franchises.type })
        .from(franchises)
        .where(and(eq(franchises.company_id, caller.company_id), own !== null ? eq(franchises.id, own) : undefined))
        .orderBy(asc(franchises.name)),
      ctx.db
        .select({ id: stores.id, name: stores.name, franchise_id: stores.franchise_id })
        .from(stores)
        .where(and(eq(stores.company_id, caller.company_id), own !== null ? eq(stores.franchise_id, own) : undefined))
        .orderBy(asc(stores.name)),
    ]);
    return { data: { franchises: franchiseRows, stores: storeRows } };
  }),
];
