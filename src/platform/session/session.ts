/**
 * What screens read from the signed-in session: the session actor (to sign in or out),
 * the user and their permissions. The app runs the actor (src/app/session/SessionProvider.tsx)
 * and provides it here, so screens never import the app.
 */
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { sessionMachine } from '../../../machines/session.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const SessionContext = createContext<SessionActor | null>(null);

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

/** The signed-in user (null when signed out). */
export function useCurrentUser() {
  return useSelector(useSessionActor(), (s) => s.context.user);
}

/** The signed-in user's permission list. */
export function usePermissions(): readonly string[] {
  return useSelector(useSessionActor(), (s) => s.context.user?.Role.permissions ?? EMPTY);
}
const EMPTY: readonly string[] = [];
