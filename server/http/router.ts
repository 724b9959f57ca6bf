/**
 * `POST /api/{area}`: dispatches `{ action, ...fields }` straight from the contract's
 * catalogue. Order of checks: area, body, action, token, license, permission, fields.
 * Any error leaves as `{ message, code, errors? }`; bad input is never a 5xx.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { is } from 'superstruct';
import { AREAS } from '../../contract/constants.ts';
import type { ActionSpec } from '../../contract/action.ts';
import { findAction } from '../../contract/catalogue.ts';
import { DEVICE_KEY_PREFIX, DEVICE_MESSAGES } from '../../contract/device.ts';
import { DEX_KEY_MESSAGES, DEX_KEY_PREFIX } from '../../contract/actions/dex-integration-keys.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { SESSION_TTL_SECONDS } from '../../contract/constants.ts';
import type { ActionContext, RegisteredHandler, Services } from '../context.ts';
import { forgetCallers, needsLicense, resolveCaller } from '../auth/sessions.ts';
import { clientAddress } from '../auth/client-address.ts';
import { onlyReads } from '../auth/caller-cache.ts';
import { SESSION_COOKIE } from '../auth/tokens.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_COOKIE_TTL_SECONDS } from '../auth/device-cookie.ts';
import { bodyText, MAX_BODY_DEPTH, nestedTooDeep } from './body.ts';
import { jsonAnswer } from './compress.ts';
import { answerText, answerValue } from './json-text.ts';
import { ApiError, forbidden, fromDatabaseError, invalidField, unauthenticated } from './errors.ts';
import { validatedInput } from './validated-inputs.ts';
import { servedOverHttps } from './security-headers.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const areaSet = new Set<string>(AREAS);

function errorResponse(c: Context, error: ApiError) {
  return c.json(error.body, error.status);
}

/** A thrown error as an answer: ours and the database's refusals as they are, anything else a logged 500. */
export function failureAnswer(c: Context, error: unknown, logAs: string) {
  if (error instanceof ApiError) return errorResponse(c, error);
  const mapped = fromDatabaseError(error);
  if (mapped) return errorResponse(c, mapped);
  console.error(logAs, error);
  return c.json({ message: 'Error occurred, please try again!', code: 'INTERNAL' }, 500);
}

/**
 * A route of the console's own side APIs (/partner, /device): what `run` answers as JSON (or the
 * Response it built itself, such as a 304), its errors as the console's error body, never a 5xx
 * for bad input.
 */
export async function answerRoute(c: Context, logAs: string, run: () => Promise<unknown>, status: 200 | 201 = 200) {
  try {
    const result = await run();
    return result instanceof Response ? result : c.json(result as object, status);
  } catch (error) {
    return failureAnswer(c, error, logAs);
  }
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return getCookie(c, SESSION_COOKIE) ?? null;
}

/** Keys that would shadow Object.prototype behaviour when a library prints or merges a value. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON']);

/** A key spells a reserved name only with its letters in the text, or with an escape (`"\\u005f_proto__"`). */
function mayNameReservedKey(raw: string): boolean {
  if (raw.includes('\\')) return true;
  for (const key of RESERVED_KEYS) if (raw.includes(key)) return true;
  return false;
}

/**
 * Only JSON is read. A cross-site form or `fetch` without a preflight can send only
 * text/plain, form or multipart bodies, so refusing those is a second wall beside SameSite.
 */
function assertJsonContentType(c: Context) {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError(415, 'Send the request body as JSON, with Content-Type: application/json.');
}

interface ReadBody {
  body: Record<string, unknown>;
  /** The body as it came, for the router's cache of validated inputs. */
  text: string;
}

/** Bodies already read, by request: a body streams once, and /device's guard reads it before its route does. */
const readBodies = new WeakMap<Request, Promise<ReadBody>>();

function readBodyAndText(c: Context): Promise<ReadBody> {
  let read = readBodies.get(c.req.raw);
  if (!read) readBodies.set(c.req.raw, (read = parseBody(c)));
  return read;
}

export async function readBody(c: Context): Promise<Record<string, unknown>> {
  return (await readBodyAndText(c)).body;
}

async function parseBody(c: Context): Promise<ReadBody> {
  assertJsonContentType(c);
  const raw = await bodyText(c, MAX_BODY_BYTES);
  if (nestedTooDeep(raw)) throw new ApiError(400, `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
  let body: unknown;
  let reserved: string | null = null;
  try {
    // The reviver visits every value, a tenth of a page's request work: only a text that could name a reserved key needs it.
    body = mayNameReservedKey(raw)
      ? JSON.parse(raw, (key, value) => {
        if (RESERVED_KEYS.has(key)) reserved ??= key;
        return value;
      })
      : JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
  if (reserved) throw invalidField(reserved, `"${reserved}" is not allowed as a field name.`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object with an "action" field.');
  }
  return { body: body as Record<string, unknown>, text: raw };
}

/**
 * Runs an action. Sessions looked up before one that may write can be out of date (a logout,
 * a role change, a license), so they are dropped once it is done, failed or not.
 */
async function runAction<T>(db: Services['db'], spec: ActionSpec, run: () => Promise<T>): Promise<T> {
  if (onlyReads(spec)) return run();
  try {
    return await run();
  } finally {
    forgetCallers(db);
  }
}

export function apiRouter(services: Services, handlers: ReadonlyMap<string, RegisteredHandler>) {
  const api = new Hono();

  api.post('/:area', async (c) => {
    try {
      const area = c.req.param('area');
      if (!areaSet.has(area)) throw new ApiError(404, `Unknown area "${area.slice(0, 60)}".`);
      const { body, text } = await readBodyAndText(c);
      const { action: name, ...fields } = body;
      if (typeof name !== 'string' || !name) throw invalidField('action', 'Value required');
      const spec = findAction(area, name);
      const key = `${area} ${name}`;
      const handler = spec && handlers.get(key);
      if (!spec || !handler) throw invalidField('action', `Unknown action "${name.slice(0, 60)}" in ${area}.`);

      const token = bearerToken(c);
      const now = services.now();
      let caller = null;
      if (spec.access === 'user') {
        if (!token) throw unauthenticated();
        // A machine's key is for /device only (docs/device-protocol.md); it never names a user.
        if (token.startsWith(DEVICE_KEY_PREFIX)) throw unauthenticated(DEVICE_MESSAGES.deviceKeyOnApi);
        if (token.startsWith(DEX_KEY_PREFIX)) throw unauthenticated(DEX_KEY_MESSAGES.keyOnApi);
        caller = await resolveCaller(services.db, token, now, needsLicense(spec));
        if (!hasAnyPermission(caller.permissions, spec.permissions)) throw forbidden(spec.permissions);
        if (spec.roles && !spec.roles.includes(caller.role_code)) throw new ApiError(403, spec.roleRefusal ?? 'Your role may not do this.');
      }
      const input = validatedInput(key, text, fields, spec.request);

      const ctx: ActionContext = {
        ...services,
        caller,
        token,
        client: clientAddress(c.env, c.req.header('x-forwarded-for'), services.config.trustProxy),
        setSessionCookie(value, maxAge = SESSION_TTL_SECONDS) {
          if (value === null) deleteCookie(c, SESSION_COOKIE, { path: '/' });
          else setCookie(c, SESSION_COOKIE, value, { httpOnly: true, sameSite: 'Strict', path: '/', maxAge, secure: servedOverHttps(services.config) });
        },
        deviceCookie: getCookie(c, DEVICE_COOKIE) ?? null,
        setDeviceCookie(value) {
          setCookie(c, DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Strict', path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_TTL_SECONDS, secure: servedOverHttps(services.config) });
        },
      };
      const result = await runAction(services.db, spec, () => handler.run(input, ctx));
      if (services.config.checkResponses && !is(answerValue(result), spec.response)) {
        console.error(`response of ${area} ${name} does not match the contract`, answerText(result).slice(0, 500));
        return c.json({ message: `Response of ${name} does not match the contract.`, code: 'CONTRACT' }, 500);
      }
      // JSON answers shrink several times over (the palette's index of 100,000 machines: 6.9 MB to 0.9).
      return await jsonAnswer(c, result, spec.status);
    } catch (error) {
      return failureAnswer(c, error, 'action failed:');
    }
  });

  api.all('*', (c) => c.json({ message: 'Use POST /api/{area} with a JSON body.', code: 'NOT_FOUND' }, 404));
  return api;
}
