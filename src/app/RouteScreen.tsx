/** A route's screen once its chunk is in, `loading` until then (routes/lazy-module.ts says why not Suspense). */
import type { ReactNode } from 'react';
import type { RouteDef } from '../platform/routes/types.ts';
import { screenOf } from './routes/screens.ts';
import { useLoaded } from './routes/lazy-module.ts';

export function RouteScreen({ route, loading }: { route: RouteDef; loading: ReactNode }) {
  const Screen = useLoaded(screenOf(route));
  return Screen ? <Screen /> : loading;
}
