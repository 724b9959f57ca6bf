/**
 * The typed call: `call(spec, input)` posts `{ action, ...input }` to `/api/{area}` and
 * checks the answer against the contract's response struct. The session cookie rides
 * along (same origin), so script never touches the token.
 */
import ky from 'ky';
import { StructError, assert, type Infer } from 'superstruct';
import type { ActionSpec, ErrorBody, InputOf } from '../../contract/action.ts';

export const GENERIC_ERROR = 'Error occurred, please try again!';
export const NETWORK_ERROR = 'Network/CORS error has occured.';

export class ApiCallError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly spec: ActionSpec;

  constructor(spec: ActionSpec, status: number, body: ErrorBody) {
    super(body.message || GENERIC_ERROR);
    this.name = 'ApiEndpointError';
    this.status = status;
    this.body = body;
    this.spec = spec;
  }

  /** The error of one field, as the server named it. */
  fieldError(path: string): string | undefined {
    return this.body.errors?.find((e) => e.path === path)?.message;
  }
}

type Listener = (error: ApiCallError) => void;
const listeners = new Set<Listener>();

/** The session listens here for 401 and 402 on any call. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const http = ky.create({ prefixUrl: '/api', timeout: 30_000, retry: 0, throwHttpErrors: false, credentials: 'same-origin' });

export async function call<A extends ActionSpec<any, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  spec: A,
  input: InputOf<A> | Record<string, never> = {},
  options: { signal?: AbortSignal } = {},
): Promise<Infer<A['response']>> {
  let response: Response;
  try {
    response = await http.post(spec.area, { json: { action: spec.name, ...input }, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiCallError(spec, 0, { message: NETWORK_ERROR, code: 'NETWORK' });
  }
  const body: unknown = await response.json().catch((error: unknown) => {
    // Aborted while the answer was read (the screen asked again, or left): not a bad answer.
    if (options.signal?.aborted) throw error;
    return null;
  });
  if (!response.ok) {
    const errorBody = (body && typeof body === 'object' && 'message' in body ? body : { message: GENERIC_ERROR, code: 'UNKNOWN' }) as ErrorBody;
    const error = new ApiCallError(spec, response.status, errorBody);
    for (const listener of listeners) listener(error);
    throw error;
  }
  try {
    assert(body, spec.response);
  } catch (error) {
    if (error instanceof StructError) {
      throw new ApiCallError(spec, response.status, { message: `Unexpected answer from the server (${error.path.join('.') || 'body'}).`, code: 'CONTRACT' });
    }
    throw error;
  }
  return body as Infer<A['response']>;
}

/** The message to show for any failure: the server's, else the generic wording. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiCallError) return error.body.message || GENERIC_ERROR;
  return GENERIC_ERROR;
}
