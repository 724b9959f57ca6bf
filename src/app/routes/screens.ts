/** Each route's screen chunk, made once per route (rendered through useLoaded, lazy-module.ts). */
import type { RouteDef } from '../../platform/routes/types.ts';
import { lazyModule, type LazyModule } from './lazy-module.ts';

const screens = new Map<RouteDef, LazyModule>();

export function screenOf(route: RouteDef): LazyModule {
  let screen = screens.get(route);
  if (!screen) screens.set(route, (screen = lazyModule(() => route.load().then((m) => m.default))));
  return screen;
}
