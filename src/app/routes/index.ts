/** The route table: every screen route, one module per area. */
import { lazyModule, type LazyModule } from './lazy-module.ts';
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './users.ts';
import { catalogueRoutes } from './catalogue.ts';
import { machineRoutes } from './machines.ts';
import { transactionRoutes } from './transactions.ts';
import { warehouseRoutes } from './warehouse.ts';
import { cashRoutes } from './cash.ts';
import { refillRoutes } from './refills.ts';
import { shellRoutes } from './shell.ts';
import type { RouteDef } from '../../platform/routes/types.ts';

export const ROUTES: readonly RouteDef[] = [...authRoutes, ...accountRoutes, ...transactionRoutes, ...machineRoutes, ...catalogueRoutes, ...warehouseRoutes, ...cashRoutes, ...refillRoutes, ...shellRoutes, ...userRoutes];

/** Where "/" goes: the orders screen once it exists (console.md §2), else the profile. */
export const HOME_PATH = ROUTES.some((r) => r.path === '/orders') ? '/orders' : '/profile';

const screens = new Map<RouteDef, LazyModule>();
/** The route's screen chunk (rendered through useLoaded, lazy-module.ts). */
export function screenOf(route: RouteDef): LazyModule {
  let screen = screens.get(route);
  if (!screen) screens.set(route, (screen = lazyModule(() => route.load().then((m) => m.default))));
  return screen;
}

export type { RouteDef };
