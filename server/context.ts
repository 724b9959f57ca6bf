/**
 * What every action handler receives: the services of this process and, for
 * authenticated actions, the caller. Handlers are registered against their contract
 * spec with `handle`, so the router can dispatch straight from the catalogue.
 */
import type { Infer } from 'superstruct';
import type { ActionSpec } from '../contract/action.ts';
import { warehouseGrantOf, type LinkFlag } from '../contract/links.ts';
import type { RoleCode } from '../contract/roles.ts';
import type { Database, Db } from './db/client.ts';
import type { ServerConfig } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ObjectStore } from './objects/store.ts';
import type { LiveHub } from './live/hub.ts';
import type { JsonText } from './http/json-text.ts';
import type { JobSender } from './jobs/queue.ts';

export interface Services {
  config: ServerConfig;
  database: Database;
  db: Db;
  mail: Mailer;
  objects: ObjectStore;
  live: LiveHub;
  /** The job queue (server/jobs/): `noJobs` until start.ts starts it; tests run jobs directly. */
  jobs: JobSender;
  /** The clock; tests move it to expire tokens and reset links. */
  now: () => Date;
}

export interface Caller {
  id: number;
  company_id: number;
  franchise_id: number | null;
  store_id: number | null;
  /** The retailer of a retailer's staff (users.retailer_id: its admin and the users it creates); null for everyone else. See scope.ts `narrowingRetailer`. */
  retailer_id: number | null;
  role_id: number;
  role_code: RoleCode;
  permissions: readonly string[];
  first_name: string;
  last_name: string;
  email: string;
  token_id: number;
  /** The flag this action needs of a warehouse manager's warehouse links (contract/links.ts `warehouseGrantOf`); set by `handle`. */
  warehouse_grant?: LinkFlag;
  /** Set by `undo.action` while the inverse runs: the action undone, kept in the audit row (kit/audit.ts). */
  undo_of?: string;
}

export interface ActionContext extends Services {
  /** The signed-in caller; null only inside public actions. */
  caller: Caller | null;
  /** The bearer/cookie token used for this call, if any. */
  token: string | null;
  /** Sets (or, with null, clears) the httpOnly session cookie on the response. */
  setSessionCookie(token: string | null, maxAgeSeconds?: number): void;
  /** The browser's device cookie (server/auth/device-cookie.ts), read by sign-in only. */
  deviceCookie: string | null;
  /** Sets the device cookie on the response, after a right password. */
  setDeviceCookie(value: string): void;
  /** Who sent the request (server/auth/client-address.ts), for the limits on sign-in and resets. */
  client: string;
}

/** The caller of an authenticated action (the router guarantees one). */
export function callerOf(ctx: ActionContext): Caller {
  if (!ctx.caller) throw new Error('callerOf used in a public action');
  return ctx.caller;
}

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A handler answers with the response, or with JSON the database wrote for it (JsonText). */
export type Handler<A extends AnySpec> = (input: Infer<A['request']>, ctx: ActionContext) => Promise<Infer<A['response']> | JsonText>;

export interface RegisteredHandler {
  spec: ActionSpec;
  run: (input: unknown, ctx: ActionContext) => Promise<unknown>;
}

export function handle<A extends AnySpec>(spec: A, run: Handler<A>): RegisteredHandler {
  const grant = warehouseGrantOf(spec);
  const wrapped: Handler<A> = (input, ctx) => run(input, ctx.caller ? { ...ctx, caller: { ...ctx.caller, warehouse_grant: grant } } : ctx);
  return { spec, run: wrapped as RegisteredHandler['run'] };
}
