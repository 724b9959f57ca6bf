/**
 * What the session keeps in the browser (console.md §4: permissions in local storage).
 * The token itself is only in the httpOnly cookie.
 */
const KEY = 'vc.session';

export interface StoredSession {
  userId: number;
  expiresAt: string;
  permissions: string[];
}

export function readStoredSession(now = Date.now()): StoredSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredSession | null;
    if (!stored || Date.parse(stored.expiresAt) <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession) {
  localStorage.setItem(KEY, JSON.stringify(session));
}

/** Sign-out wipes everything the app kept in the browser. */
export function wipeStorage() {
  localStorage.clear();
  sessionStorage.clear();
}
