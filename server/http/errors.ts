/** Errors an action may throw; the router turns them into DESIGN.md's error body. */
import { ERROR_CODES, type ErrorBody, type ErrorStatus } from '../../contract/action.ts';

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: ErrorBody;

  constructor(status: ErrorStatus, message: string, extra: Partial<Omit<ErrorBody, 'message'>> = {}) {
    super(message);
    this.status = status;
    this.body = { message, code: ERROR_CODES[status], ...extra };
  }
}

export const invalid = (errors: { path: string; message: string }[], message?: string) =>
  new ApiError(400, message ?? errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; '), { errors });
export const invalidField = (path: string, message: string) => invalid([{ path, message }]);
export const unauthenticated = (message = 'Sign in to continue.') => new ApiError(401, message);
export const forbidden = (permissions: readonly string[]) =>
  new ApiError(403, `You do not have permission for this: needs ${permissions.join(' or ')}.`);
export const notFound = (what: string) => new ApiError(404, `${what} not found.`);
export const conflict = (message: string) => new ApiError(409, message);
export const staleVersion = (what: string) =>
  conflict(`${what} was changed by someone else. Reload it and try again.`);

/** Postgres error codes caused by bad input rather than a broken server. */
export function fromDatabaseError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return conflict('A record with these details already exists.');
  if (code === '23503') return invalid([{ path: '', message: 'A referenced record does not exist.' }]);
  if (code === '40001' || code === '40P01') return conflict('Someone else changed this at the same moment. Try again.');
  if (code === '55P03') return conflict('This record is being changed by someone else. Try again.');
  if (code.startsWith('22')) return invalid([{ path: '', message: 'A value is out of range or malformed.' }]);
  return null;
}
