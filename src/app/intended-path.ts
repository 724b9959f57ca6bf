/** Where a signed-out visitor was headed, so sign-in can take them there. */
import { paths } from '../platform/paths.ts';

let intended: string | null = null;

export function rememberIntendedPath(path: string) {
  if (!path.startsWith(paths.login()) && path !== '/') intended = path;
}

export function takeIntendedPath(): string | null {
  const path = intended;
  intended = null;
  return path;
}

/** Where sign-in will go, without forgetting it. */
export const peekIntendedPath = (): string | null => intended;
