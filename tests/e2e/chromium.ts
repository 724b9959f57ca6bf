/**
 * The one place that decides which Chromium the e2e tests and the bench drive: `CHROMIUM_PATH`,
 * else Debian's `/usr/bin/chromium`, else Playwright's own browser if `npx playwright install
 * chromium` put one there. A machine with none gets one line saying how to install it, not a
 * launch error's stack trace minutes into `npm test`.
 *
 * Run directly (`tsx tests/e2e/chromium.ts`), it prints the browser it found, or the line and exits 1.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_INSTALL_HINT = 'apt-get install -y chromium (or npx playwright install chromium, or set CHROMIUM_PATH)';

export type ChromiumSearch = { path: string; from: 'CHROMIUM_PATH' | 'Debian' | 'Playwright' } | { path: null; problem: string };

export interface ChromiumPlaces {
  /** The CHROMIUM_PATH variable, if set. */
  variable: string | undefined;
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium, installed or not. */
  playwrightPath(): string | undefined;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright throws for a platform it has no build for: then it has none to offer.
    return undefined;
  }
}

const THIS_MACHINE: ChromiumPlaces = {
  variable: process.env.CHROMIUM_PATH,
  exists: existsSync,
  playwrightPath: playwrightChromium,
};

export function findChromium(places: ChromiumPlaces = THIS_MACHINE): ChromiumSearch {
  const variable = places.variable?.trim();
  if (variable) {
    // An explicit choice that is wrong is reported, not silently swapped for another browser.
    if (places.exists(variable)) return { path: variable, from: 'CHROMIUM_PATH' };
    return { path: null, problem: `CHROMIUM_PATH=${variable} is not a file: point it at a Chromium, or unset it and apt-get install -y chromium (or npx playwright install chromium).` };
  }
  if (places.exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, from: 'Debian' };
  const own = places.playwrightPath();
  if (own && places.exists(own)) return { path: own, from: 'Playwright' };
  return { path: null, problem: `No Chromium for the browser tests: ${CHROMIUM_INSTALL_HINT}.` };
}

/** The browser's path, or the one line to print and stop. */
export function chromiumOrExit(search: ChromiumSearch = findChromium()): string {
  if (search.path !== null) return search.path;
  console.error(search.problem);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const search = findChromium();
  if (search.path !== null) console.log(`Chromium for the browser tests: ${search.path} (${search.from})`);
  chromiumOrExit(search);
}
