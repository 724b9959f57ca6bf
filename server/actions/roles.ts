/** /api/user-management roles on the record pipeline: list, get, create, update, delete, and role names for filters. */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/roles.ts';
import { ROLE_MESSAGES } from '../../contract/actions/roles.ts';
import { PERMISSIONS } from '../../contract/permissions.ts';
import type { RoleCode } from '../../contract/roles.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { roles, users } from '../db/schema/index.ts';
import { conflict, invalidField, notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { roleScope } from '../records/role.ts';
import { codesFor } from '../records/user.ts';

/**
 * The caller's company's users (not deleted) holding the role: default roles are shared, so the
 * count is narrowed to the company. Written out in full: drizzle leaves columns unqualified in one-table selects.
 */
const holders = (caller: ScopeCaller) =>
  sql<number>`(select count(*) from "users" "holder" where "holder"."role_id" = "roles"."id" and "holder"."company_id" = ${caller.company_id} and "holder"."deleted_at" is null)::int`;

const SORT_COLUMNS = { name: roles.name, role_code: roles.role_code, users: holders, created_at: roles.created_at, updated_at: roles.updated_at };

function selectRoles(db: Db | Tx, caller: ScopeCaller) {
  return db.select({ role: roles, users: holders(caller) }).from(roles);
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

async function loadRole(db: Db, caller: Caller, id: number) {
  const [found] = await selectRoles(db, caller).where(and(eq(roles.id, id), roleScope(caller)));
  if (!found) throw notFound('Role');
  return toRoleRow(found);
}

async function ensureNameFree(tx: Tx, caller: Caller, name: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(roleScope(caller), sql`lower(${roles.name}) = ${name.trim().toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw invalidField('name', ROLE_MESSAGES.nameTaken);
}

const roleRecord = defineRecord({ entity: 'role', table: roles, noun: 'Role', scope: roleScope, read: loadRole });

/** Default roles are the spec's; only custom ones change. */
function assertCustom(role: { is_default: boolean }) {
  if (role.is_default) throw conflict(ROLE_MESSAGES.isDefault);
}

export const roleHandlers = [
  defineList(contract.listRoles, {
    scope: roleScope,
    query: (db, where, _input, caller) => selectRoles(db, caller).where(where),
    count: (db, where) => db.select({ n: countAll }).from(roles).where(where),
    filters: {
      role_codes: (codes) => inArray(roles.role_code, codes),
      is_default: (isDefault) => eq(roles.is_default, isDefault),
    },
    search: [roles.name, roles.role_code],
    sort: SORT_COLUMNS,
    tiebreak: roles.id,
    rows: (page) => page.map(toRoleRow),
  }),

  defineGet(contract.getRole, roleRecord),

  defineCreate(contract.createRole, roleRecord, {
    values: async ({ tx, input, caller }) => {
      await ensureNameFree(tx, caller, input.name, null);
      return { company_id: caller.company_id, name: input.name.trim(), role_code: input.role_code, permissions: normalise(input.permissions) };
    },
  }),

  defineMutation(contract.updateRole, roleRecord, {
    apply: async ({ tx, row: role, input, caller, services, afterCommit }) => {
      assertCustom(role);
      await ensureNameFree(tx, caller, input.name, role.id);
      // Its holders' live feeds were opened under the old rights: they reconnect under the new ones.
      const rightsChanged = input.role_code !== role.role_code || normalise(input.permissions).join() !== normalise(role.permissions).join();
      if (rightsChanged) afterCommit(() => services.live.disconnect({ roleId: role.id }));
      return { set: { name: input.name.trim(), role_code: input.role_code, permissions: normalise(input.permissions) } };
    },
  }),

  defineDelete(contract.deleteRole, roleRecord, {
    apply: async ({ tx, row: role, now }) => {
      assertCustom(role);
      const holders = await tx.select({ n: countAll }).from(users).where(and(eq(users.role_id, role.id), isNull(users.deleted_at)));
      const { n } = firstRow(holders, "the count of the role's users");
      if (n > 0) throw conflict(`This role is held by ${n} user${n === 1 ? '' : 's'}. Give ${n === 1 ? 'that user' : 'them'} another role first.`);
      return { set: { deleted_at: now } };
    },
  }),

  handle(contract.listRoleNames, async (_input, ctx) => {
    const caller = callerOf(ctx);
    // console.md §6: role selection lists never offer the company admin role (the /users filter).
    const codes = codesFor(caller, 'VIEW').filter((code) => code !== 'ROLE_COMPANY_ADMIN');
    if (!codes.length) return { data: [] };
    const rows = await ctx.db
      .select({ id: roles.id, name: roles.name, role_code: roles.role_code })
      .from(roles)
      .where(and(roleScope(caller), inArray(roles.role_code, codes)))
      .orderBy(asc(roles.name), asc(roles.id));
    return { data: rows.map((r) => ({ ...r, role_code: r.role_code as RoleCode })) };
  }),
];
