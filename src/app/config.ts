/**
 * Timings the server may override for tests, from the JSON data block it puts in index.html
 * (`<script type="application/json" id="vc-config">`): data, not a script, so the
 * Content-Security-Policy can refuse every inline script.
 */
import { IDLE_LOGOUT_AFTER_WARNING_MS, IDLE_WARNING_MS } from '../../contract/constants.ts';

function readInjected(): Record<string, number> {
  const text = typeof document === 'undefined' ? null : document.getElementById('vc-config')?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const injected = readInjected();

export const clientConfig = {
  idleWarningMs: injected.IDLE_WARNING_MS ?? IDLE_WARNING_MS,
  idleLogoutAfterWarningMs: injected.IDLE_LOGOUT_AFTER_WARNING_MS ?? IDLE_LOGOUT_AFTER_WARNING_MS,
};
