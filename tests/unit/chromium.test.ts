// Which Chromium the e2e tests and the bench drive (tests/e2e/chromium.ts): the variable, then
// Debian's, then Playwright's own; with none, one line that says how to install it.
import { describe, expect, it } from 'vitest';
import { findChromium, type ChromiumPlaces } from '../../tests/e2e/chromium.ts';

const PLAYWRIGHTS = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

function machine(files: string[], variable?: string): ChromiumPlaces {
  return { variable, exists: (path) => files.includes(path), playwrightPath: () => PLAYWRIGHTS };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, even when Debian and Playwright have one', () => {
    expect(findChromium(machine(['/opt/chrome', '/usr/bin/chromium', PLAYWRIGHTS], '/opt/chrome'))).toEqual({ path: '/opt/chrome', from: 'CHROMIUM_PATH' });
  });

  it("takes Debian's before Playwright's own", () => {
    expect(findChromium(machine(['/usr/bin/chromium', PLAYWRIGHTS]))).toEqual({ path: '/usr/bin/chromium', from: 'Debian' });
  });

  it("takes Playwright's own only when that browser was installed", () => {
    expect(findChromium(machine([PLAYWRIGHTS]))).toEqual({ path: PLAYWRIGHTS, from: 'Playwright' });
    expect(findChromium(machine([])).path).toBeNull();
  });

  it('says in one line how to install one when there is none', () => {
    const search = findChromium(machine([]));
    expect(search).toEqual({
      path: null,
      problem: 'No Chromium for the browser tests: apt-get install -y chromium (or npx playwright install chromium, or set CHROMIUM_PATH).',
    });
  });

  it('reports a CHROMIUM_PATH that is not a file instead of quietly using another browser', () => {
    const search = findChromium(machine(['/usr/bin/chromium'], '/opt/missing'));
    expect(search.path).toBeNull();
    expect('problem' in search && search.problem).toMatch(/^CHROMIUM_PATH=\/opt\/missing is not a file: .*apt-get install -y chromium/);
  });
});
