/**
 * /api/user-management store managers on the record pipeline. A store manager is a user of
 * ROLE_STORE_MANAGER in one store: the users' placement, role and sign-out rules are reused
 * (server/records/user.ts); the images and the login code live in store_manager_profiles.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/store-managers.ts';
import { roleByCode, type RoleCode } from '../../contract/roles.ts';
import { hashPassword, NO_ONES_HASH } from '../auth/passwords.ts';
import { revokeAllTokens } from '../auth/sessions.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { roles, storeManagerProfiles, users } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import type { ObjectStore } from '../objects/store.ts';
import { checkedImage } from '../records/product-writes.ts';
import { visibleStore } from '../records/store.ts';
import { assignableRole, placement, userFranchise, userScope, userStore } from '../records/user.ts';

const STORE_MANAGER: RoleCode = 'ROLE_STORE_MANAGER';
const isStoreManager = sql`${users.role_id} in (select ${roles.id} from ${roles} where ${roles.role_code} = ${STORE_MANAGER})`;
export const storeManagerScope = (caller: ScopeCaller) => and(userScope(caller), isStoreManager);

function selectStoreManagers(db: Db | Tx) {
  return db
    .select({
      user: users,
      profile: storeManagerProfiles,
      store: { id: userStore.id, name: userStore.name },
      franchise: { id: userFranchise.id, name: userFranchise.name },
    })
    .from(users)
    .leftJoin(storeManagerProfiles, eq(storeManagerProfiles.user_id, users.id))
    .leftJoin(userStore, eq(userStore.id, users.store_id))
    .leftJoin(userFranchise, eq(userFranchise.id, users.franchise_id));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectStoreManagers>['execute']>>[number];

function toRow({ user, profile, store, franchise }: Selected): Infer<typeof contract.StoreManagerRow> {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    mobile_number: user.mobile_number,
    store: store?.id ? { id: store.id, name: store.name } : null,
    franchise: franchise?.id ? { id: franchise.id, name: franchise.name } : null,
    is_active: user.is_active,
    has_photo: Boolean(profile?.photo_key),
    has_aadhaar_front: Boolean(profile?.aadhaar_front_key),
    has_aadhaar_back: Boolean(profile?.aadhaar_back_key),
    code_generated_at: iso(profile?.code_generated_at ?? null),
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    version: user.version,
  };
}

async function readStoreManager(db: Db, caller: Caller, id: number) {
  const [found] = await selectStoreManagers(db).where(and(eq(users.id, id), storeManagerScope(caller)));
  if (!found) throw notFound('Store manager');
  return toRow(found);
}

export const storeManagerRecord = defineRecord({
  entity: 'user', table: users, noun: 'Store manager', scope: storeManagerScope, read: readStoreManager,
  title: (u) => `Store manager ${u.first_name} ${u.last_name}`.trim(),
});

/** A new login code: 6 digits (the store manager types it on a phone). */
export const newLoginCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type Fields = Infer<typeof contract.createStoreManager.request>;

/** The (default) store manager role, if the caller may give it (console.md §6 and PERM_ADD_STORE_MANAGER). */
function storeManagerRole(tx: Tx, caller: Caller) {
  return assignableRole(tx, caller, roleByCode(STORE_MANAGER).id);
}

/** The store, placed as the users' rules place a store manager ("Please select a store" when out of reach). */
async function storePlace(tx: Tx, caller: Caller, storeId: number) {
  const store = await visibleStore(tx, caller, storeId).catch(() => null);
  if (!store) throw invalidField('store_id', contract.STORE_MANAGER_MESSAGES.storeRequired);
  return placement(tx, caller, STORE_MANAGER, null, store.id, null);
}

const IMAGE_COLUMNS = { photo: 'photo_key', aadhaar_front: 'aadhaar_front_key', aadhaar_back: 'aadhaar_back_key' } as const;

/** The profile's image columns the input sets: absent keeps, null removes, a new key is checked. */
async function imageColumns(tx: Tx, caller: Caller, objects: ObjectStore, input: Fields, current: typeof storeManagerProfiles.$inferSelect | null) {
  const set: Partial<Record<(typeof IMAGE_COLUMNS)[keyof typeof IMAGE_COLUMNS], string | null>> = {};
  for (const column of Object.values(IMAGE_COLUMNS)) {
    const key = input[column];
    if (key === undefined || key === current?.[column]) continue;
    set[column] = key === null ? null : await checkedImage(tx, caller, objects, key, { purposes: ['store-manager'], path: column, missing: contract.STORE_MANAGER_MESSAGES.imageMissing });
  }
  return set;
}

const columnsOf = (input: Fields) => ({
  first_name: input.first_name.trim(),
  last_name: (input.last_name ?? '').trim(),
  mobile_number: input.mobile_number.trim(),
  is_active: input.is_active,
});

/** Codes generated by a create or regenerate, answered once by its respond (never stored in the clear). */
const issued = new Map<number, string>();
const respondWithCode = async (row: { id: number }, ctx: Parameters<Parameters<typeof handle>[1]>[1]) => {
  const code = issued.get(row.id);
  issued.delete(row.id);
  return { ...(await readStoreManager(ctx.db, callerOf(ctx), row.id)), ...(code ? { login_code: code } : {}) };
};

export const storeManagerHandlers = [
  defineList(contract.listStoreManagers, {
    scope: storeManagerScope,
    query: (db, where) => selectStoreManagers(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(users).where(where),
    filters: {
      store_ids: (ids) => inArray(users.store_id, ids),
      is_active: (active) => eq(users.is_active, active),
      created_from: (from) => gte(users.created_at, new Date(from)),
      created_to: (to) => lte(users.created_at, new Date(to)),
    },
    search: [users.first_name, users.last_name, users.mobile_number, sql`${users.first_name} || ' ' || ${users.last_name}`],
    sort: {
      name: sql`lower(${users.first_name} || ' ' || ${users.last_name})`,
      mobile_number: users.mobile_number,
      store: sql`(select s.name from stores s where s.id = ${users.store_id})`,
      is_active: users.is_active,
      created_at: users.created_at,
      updated_at: users.updated_at,
    },
    tiebreak: users.id,
    rows: (page) => page.map(toRow),
  }),

  handle(contract.getStoreManager, async (input, ctx) => ({ data: await readStoreManager(ctx.db, callerOf(ctx), input.id) })),

  defineCreate(contract.createStoreManager, storeManagerRecord, {
    values: async ({ tx, input, caller }) => {
      const role = await storeManagerRole(tx, caller);
      const place = await storePlace(tx, caller, input.store_id);
      return {
        company_id: caller.company_id, role_id: role.id, ...place, ...columnsOf(input),
        // Store managers sign in with their login code on the store app; the email is only the users table's key.
        email: `store-manager-${Date.now().toString(36)}-${randomInt(0, 1e9).toString(36)}@stores.invalid`,
        password_hash: NO_ONES_HASH,
      };
    },
    after: async ({ tx, input, caller, row, now, services }) => {
      const images = await imageColumns(tx, caller, services.objects, input, null);
      const code = newLoginCode();
      await tx.insert(storeManagerProfiles).values({ user_id: row.id, company_id: caller.company_id, ...images, login_code_hash: await hashPassword(code), code_generated_at: now });
      issued.set(row.id, code);
      return { images: Object.keys(images), login_code: 'generated' };
    },
    respond: respondWithCode,
  }),

  defineMutation(contract.updateStoreManager, storeManagerRecord, {
    apply: async ({ tx, row: user, input, caller, now, services, afterCommit }) => {
      const place = await storePlace(tx, caller, input.store_id);
      const [profile] = await tx.select().from(storeManagerProfiles).where(eq(storeManagerProfiles.user_id, user.id));
      const images = await imageColumns(tx, caller, services.objects, input, profile ?? null);
      if (profile) { if (Object.keys(images).length) await tx.update(storeManagerProfiles).set(images).where(eq(storeManagerProfiles.user_id, user.id)); }
      else await tx.insert(storeManagerProfiles).values({ user_id: user.id, company_id: user.company_id, ...images });
      if (user.is_active && !input.is_active) {
        await revokeAllTokens(tx, user.id, now);
        afterCommit(() => services.live.disconnect({ userId: user.id }));
      }
      return { set: { ...place, ...columnsOf(input) }, audit: { images: Object.keys(images) } };
    },
  }),

  defineMutation(contract.regenerateStoreManagerCode, storeManagerRecord, {
    apply: async ({ tx, row: user, now, services, afterCommit }) => {
      const code = newLoginCode();
      const hash = await hashPassword(code);
      const [profile] = await tx.select().from(storeManagerProfiles).where(eq(storeManagerProfiles.user_id, user.id));
      if (profile) await tx.update(storeManagerProfiles).set({ login_code_hash: hash, code_generated_at: now }).where(eq(storeManagerProfiles.user_id, user.id));
      else await tx.insert(storeManagerProfiles).values({ user_id: user.id, company_id: user.company_id, login_code_hash: hash, code_generated_at: now });
      await revokeAllTokens(tx, user.id, now);
      afterCommit(() => services.live.disconnect({ userId: user.id }));
      issued.set(user.id, code);
      return { audit: { login_code: 'regenerated' } };
    },
    respond: respondWithCode,
  }),

  handle(contract.getStoreManagerImage, async (input, ctx) => {
    const caller = callerOf(ctx);
    await readStoreManager(ctx.db, caller, input.id);
    const [profile] = await ctx.db.select().from(storeManagerProfiles).where(eq(storeManagerProfiles.user_id, input.id));
    const key = profile?.[IMAGE_COLUMNS[input.image]];
    const stored = key ? ctx.objects.get(key) : null;
    if (!stored) throw notFound('Image');
    return { data: { content_type: stored.contentType, data_url: `data:${stored.contentType};base64,${stored.body.toString('base64')}` } };
  }),
];
