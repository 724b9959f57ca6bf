/**
 * The Router's location hook and navigation wrapper: every wouter navigation passes the
 * unsaved-changes guard, and history entries carry their position for back/forward undo.
 */
import { usePathname } from 'wouter/use-browser-location';
import type { AroundNavHandler, BaseLocationHook } from 'wouter';
import { navigateWithIndex, requestNavigation } from './guard.ts';

export const useGuardedLocation: BaseLocationHook = () => [usePathname(), navigateWithIndex];

export const guardNavigation: AroundNavHandler = (navigate, to, options) => {
  requestNavigation(() => navigate(to, options));
};
