/** /api/user-management roles: list, get, create, update, delete, and role names for filters. */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/roles.ts';
import { ROLE_MESSAGES } from '../../contract/actions/roles.ts';
import { PERMISSIONS } from '../../contract/permissions.ts';
import type { RoleCode } from '../../contract/roles.ts';
import { audit, callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { roles, users } from '../db/schema/index.ts';
import { conflict, invalidField, notFound, staleVersion } from '../http/errors.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross, sortOrder } from '../http/list.ts';
import { codesFor } from './users-scope.ts';

/** Users (not deleted) holding the role. Written out in full: drizzle leaves columns unqualified in one-table selects. */
const holders = sql<number>`(select count(*) from "users" "holder" where "holder"."role_id" = "roles"."id" and "holder"."deleted_at" is null)::int`;

const SORT_COLUMNS = { name: roles.name, role_code: roles.role_code, users: holders, created_at: roles.created_at, updated_at: roles.updated_at };

const companyRoles = (caller: Caller): SQL => and(eq(roles.company_id, caller.company_id), isNull(roles.deleted_at))!;

function selectRoles(db: Db | Tx) {
  return db.select({ role: roles, users: holders }).from(roles);
}

function toRoleRow({ role, users: count }: { role: typeof roles.$inferSelect; users: number }) {
  return {
    id: role.id,
    name: role.name,
    role_code: role.role_code as RoleCode,
    permissions: role.permissions,
    is_default: role.is_default,
    users: Number(count),
    created_at: iso(role.created_at)!,
    updated_at: iso(role.updated_at)!,
    version: role.version,
  };
}

/** The catalogue order, each permission once. */
const normalise = (permissions: readonly string[]) => PERMISSIONS.filter((p) => permissions.includes(p));

async function loadRole(db: Db | Tx, caller: Caller, id: number) {
  const [found] = await selectRoles(db).where(and(eq(roles.id, id), companyRoles(caller)));
  if (!found) throw notFound('Role');
  return toRoleRow(found);
}

async function ensureNameFree(tx: Tx, caller: Caller, name: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(companyRoles(caller), sql`lower(${roles.name}) = ${name.trim().toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw invalidField('name', ROLE_MESSAGES.nameTaken);
}

async function lockCustomRole(tx: Tx, caller: Caller, id: number, version: number) {
  const [role] = await tx.select().from(roles).where(and(eq(roles.id, id), companyRoles(caller))).for('update');
  if (!role) throw notFound('Role');
  if (role.version !== version) throw staleVersion('This role');
  if (role.is_default) throw conflict(ROLE_MESSAGES.isDefault);
  return role;
}

export const roleHandlers = [
  handle(contract.listRoles, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      companyRoles(caller),
      searchAcross(input.search, [roles.name, roles.role_code]),
      input.role_codes?.length ? inArray(roles.role_code, input.role_codes) : undefined,
      input.is_default === undefined ? undefined : eq(roles.is_default, input.is_default),
    );
    const page = await listPage(
      input,
      (range) =>
        selectRoles(ctx.db).where(where).orderBy(...sortOrder(SORT_COLUMNS, range, roles.id)).limit(range.limit).offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(roles).where(where)),
    );
    return { data: page.data.map(toRoleRow), total: page.total };
  }),

  handle(contract.getRole, async (input, ctx) => ({ data: await loadRole(ctx.db, callerOf(ctx), input.id) })),

  handle(contract.createRole, async (input, ctx) => {
    const caller = callerOf(ctx);
    const id = await ctx.db.transaction(async (tx) => {
      await ensureNameFree(tx, caller, input.name, null);
      const [created] = await tx
        .insert(roles)
        .values({ company_id: caller.company_id, name: input.name.trim(), role_code: input.role_code, permissions: normalise(input.permissions) })
        .returning();
      await audit(tx, caller, { action: 'create.role', entity: 'role', entity_id: created.id, after: created });
      return created.id;
    });
    return { data: await loadRole(ctx.db, caller, id) };
  }),

  handle(contract.updateRole, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const role = await lockCustomRole(tx, caller, input.id, input.version);
      await ensureNameFree(tx, caller, input.name, role.id);
      const [updated] = await tx
        .update(roles)
        .set({ name: input.name.trim(), role_code: input.role_code, permissions: normalise(input.permissions), version: role.version + 1, updated_at: ctx.now() })
        .where(eq(roles.id, role.id))
        .returning();
      await audit(tx, caller, { action: 'update.role', entity: 'role', entity_id: role.id, before: role, after: updated });
    });
    return { data: await loadRole(ctx.db, caller, input.id) };
  }),

  handle(contract.deleteRole, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const role = await lockCustomRole(tx, caller, input.id, input.version);
      const [{ n }] = await tx.select({ n: countAll }).from(users).where(and(eq(users.role_id, role.id), isNull(users.deleted_at)));
      if (n > 0) throw conflict(`This role is held by ${n} user${n === 1 ? '' : 's'}. Give ${n === 1 ? 'that user' : 'them'} another role first.`);
      const now = ctx.now();
      await tx.update(roles).set({ deleted_at: now, version: role.version + 1, updated_at: now }).where(eq(roles.id, role.id));
      await audit(tx, caller, { action: 'delete.role', entity: 'role', entity_id: role.id, before: role });
    });
    return { data: null };
  }),

  handle(contract.listRoleNames, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const codes = codesFor(caller, 'VIEW');
    if (!codes.length) return { data: [] };
    const rows = await ctx.db
      .select({ id: roles.id, name: roles.name, role_code: roles.role_code })
      .from(roles)
      .where(and(companyRoles(caller), inArray(roles.role_code, codes)))
      .orderBy(asc(roles.name), asc(roles.id));
    return { data: rows.map((r) => ({ ...r, role_code: r.role_code as RoleCode })) };
  }),
];
