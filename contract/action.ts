/**
 * One action of the API catalogue (DESIGN.md "Actions"): it exists once, here, and the
 * server's router, the client's typed call and docs/api.md all read it.
 */
import type { Infer, Struct } from 'superstruct';
import type { Area } from './constants.ts';
import type { Permission } from './permissions.ts';
import type { RoleCode } from './roles.ts';

export interface ActionSpec<Req = unknown, Res = unknown> {
  readonly area: Area;
  /** `verb.resource`, or one of the spec's sign-in names (login, me, …). */
  readonly name: string;
  readonly summary: string;
  /**
   * Whether the action only reads or may write. Callers that cache (the session lookup of
   * server/auth/caller-cache.ts) trust this, never the action's name.
   */
  readonly kind: 'read' | 'write';
  /** The payload's fields besides `action`. Unknown fields are refused. */
  readonly request: Struct<Req, unknown>;
  /** The whole response body. */
  readonly response: Struct<Res, unknown>;
  /**
   * Any of these lets a signed-in caller in. Empty only for public actions and for the few
   * open to every signed-in user, which contract/access.ts lists with the reason (a unit test
   * refuses any other action without permissions).
   */
  readonly permissions: readonly Permission[];
  /**
   * A role check besides the permissions (the spec's unshown "role check", e.g. the bell's):
   * only callers of these role codes; the router answers 403 to others, with `roleRefusal`,
   * before it reads the fields (as it does for permissions).
   */
  readonly roles?: readonly RoleCode[];
  /** The 403's message for a caller whose role is not in `roles`. */
  readonly roleRefusal?: string;
  /** `public` actions need no token (sign-in style calls). */
  readonly access: 'public' | 'user';
  /** 200 unless the action creates something (201). */
  readonly status: 200 | 201;
}

type Options<Req, Res> = Omit<ActionSpec<Req, Res>, 'access' | 'status' | 'permissions'> &
  Partial<Pick<ActionSpec<Req, Res>, 'access' | 'status' | 'permissions'>>;

export function defineAction<Req, Res>(options: Options<Req, Res>): ActionSpec<Req, Res> {
  return { access: 'user', status: 200, permissions: [], ...options };
}

/** Paging fields have defaults (contract/structs.ts `listFields`), so callers may leave them out. */
type DefaultedKeys = 'offset' | 'limit' | 'sortBy' | 'sortDir';
/** The request as a caller may write it. */
export type InputOf<A extends { request: Struct<any, any> }> = Omit<Infer<A['request']>, DefaultedKeys> & // eslint-disable-line @typescript-eslint/no-explicit-any
  Partial<Pick<Infer<A['request']>, DefaultedKeys & keyof Infer<A['request']>>>;

/** Machine-readable error codes of the error body `{ message, code, errors? }`. */
export const ERROR_CODES = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  402: 'LICENSE_EXPIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

export interface ErrorBody {
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
  /** On 402 only: the caller's role, so the client picks the License Expired wording. */
  role_code?: string;
}

export const TOKEN_EXPIRED_MESSAGE = 'token expired.';
