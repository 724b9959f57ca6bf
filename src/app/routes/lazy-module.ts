/**
 * Chunks a screen or the signed-in frame waits for, as ordinary state rather than Suspense.
 * React reveals content that suspended no sooner than 300 ms after the last fallback it
 * showed (its fallback throttle), so a screen whose chunk arrived in 30 ms still showed
 * "Loading..." for 300 ms, and /orders sent its first request about 300 ms late. Here the
 * caller shows its own "Loading..." until the module is in, then renders it at once; a
 * module loaded before (or preloaded while the session is restored) renders straight away.
 */
import { useEffect, useReducer, useState, type ComponentType } from 'react';

export interface LazyModule<P = object> {
  /** The component once its chunk has loaded, else null. */
  readonly loaded: ComponentType<P> | null;
  /** Loads the chunk (once; again after a failure). */
  load(): Promise<ComponentType<P>>;
}

export function lazyModule<P = object>(importComponent: () => Promise<ComponentType<P>>): LazyModule<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const module: { loaded: ComponentType<P> | null; load(): Promise<ComponentType<P>> } = {
    loaded: null,
    load() {
      loading ??= importComponent().then(
        (component) => (module.loaded = component),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return module;
}

/**
 * The module's component, or null while its chunk loads (null module: nothing to load). A
 * chunk that fails to load throws to the nearest error boundary; the next mount tries again.
 */
export function useLoaded<P>(module: LazyModule<P> | null): ComponentType<P> | null {
  const shown = module?.loaded ?? null;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ module: LazyModule<P>; error: unknown } | null>(null);
  // Asked for during render, as React.lazy does, so the chunk is on its way before the paint.
  if (module && !shown) module.load().catch(() => undefined);
  useEffect(() => {
    if (!module || shown) return;
    let current = true;
    module.load().then(
      () => current && rerender(),
      (error: unknown) => current && setFailure({ module, error }),
    );
    return () => {
      current = false;
    };
  }, [module, shown]);
  if (failure && failure.module === module && !shown) throw failure.error;
  return shown;
}
