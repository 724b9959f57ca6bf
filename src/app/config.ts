/** Timings the server may override for tests (window.__VC_CONFIG__, injected into index.html). */
import { IDLE_LOGOUT_AFTER_WARNING_MS, IDLE_WARNING_MS } from '../../contract/constants.ts';

declare global {
  interface Window {
    __VC_CONFIG__?: Record<string, number>;
  }
}

const injected = (typeof window !== 'undefined' && window.__VC_CONFIG__) || {};

export const clientConfig = {
  idleWarningMs: injected.IDLE_WARNING_MS ?? IDLE_WARNING_MS,
  idleLogoutAfterWarningMs: injected.IDLE_LOGOUT_AFTER_WARNING_MS ?? IDLE_LOGOUT_AFTER_WARNING_MS,
};
