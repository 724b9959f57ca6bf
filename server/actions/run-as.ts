/**
 * Runs an action's handler as a given user without HTTP: the demo seed and the test fixtures
 * change records through exactly the pipeline the console uses, so what they write obeys the
 * same rules (scope, lifecycle, version, ledgers, audit).
 */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { ActionSpec, InputOf } from '../../contract/action.ts';
import type { RoleCode } from '../../contract/roles.ts';
import type { ActionContext, Caller, Services } from '../context.ts';
import type { Db } from '../db/client.ts';
import { roles, users } from '../db/schema/index.ts';
import { parseRequest } from '../http/validate.ts';
import { createLiveHub } from '../live/hub.ts';
import { HANDLERS } from './index.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The user with this email as a caller (their role's permissions, no session). */
export async function callerByEmail(db: Db, email: string): Promise<Caller> {
  const [row] = await db
    .select({ user: users, role_code: roles.role_code, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  const u = row.user;
  return {
    id: u.id, company_id: u.company_id, franchise_id: u.franchise_id, store_id: u.store_id, retailer_id: u.retailer_id, role_id: u.role_id,
    role_code: row.role_code as RoleCode, permissions: row.permissions, first_name: u.first_name, last_name: u.last_name,
    email: u.email, token_id: 0,
  };
}

/**
 * The handler's answer for this input, run as `caller` at `now`. Services the seed has no use
 * for (mail, uploads) are left out; a live hub with no listeners takes the messages.
 */
export async function runAs<A extends AnySpec>(
  services: Pick<Services, 'db'> & Partial<Services>, caller: Caller, spec: A, input: InputOf<A>, now = new Date(),
): Promise<Infer<A['response']>> {
  const handler = HANDLERS.get(`${spec.area} ${spec.name}`);
  if (!handler) throw new Error(`no handler for ${spec.name}`);
  const ctx = {
    live: createLiveHub(),
    ...services,
    now: () => now,
    caller,
    token: null,
    client: 'seed',
    setSessionCookie: () => undefined,
    deviceCookie: null,
    setDeviceCookie: () => undefined,
  } as ActionContext;
  return (await handler.run(parseRequest(input, spec.request), ctx)) as Infer<A['response']>;
}
