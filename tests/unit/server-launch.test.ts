// `npm start` runs a bundle of the server; it must rebuild exactly when a source it came from
// changed, or the console would run yesterday's code.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBundle, bundleIsStale } from '../../server/launch.mjs';

let project: string;

/** Writes a file dated a minute ago, as sources are when `npm start` runs. */
function write(path: string, text: string) {
  mkdirSync(join(project, path, '..'), { recursive: true });
  writeFileSync(join(project, path), text);
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(project, path), earlier, earlier);
}

/** Moves a file's modification time into the future, as an edit after the build would. */
function touchLater(path: string) {
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(project, path), later, later);
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'launch-'));
  write('server/start.ts', "import { greeting } from './greeting.ts';\nexport const said: string = greeting('there');\n");
  write('server/greeting.ts', 'export const greeting = (name: string): string => `hello ${name}`;\n');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('the server bundle behind npm start', () => {
  it('is stale before the first build, and runs the TypeScript sources once built', async () => {
    expect(bundleIsStale(project)).toBe(true);
    const bundle = await buildBundle(project);
    expect(bundleIsStale(project)).toBe(false);
    const loaded = await import(pathToFileURL(bundle).href);
    expect(loaded.said).toBe('hello there');
  });

  it('is stale when any imported source changes, not when an unrelated file does', async () => {
    await buildBundle(project);
    write('docs/notes.md', 'unrelated\n');
    touchLater('docs/notes.md');
    expect(bundleIsStale(project)).toBe(false);
    touchLater('server/greeting.ts');
    expect(bundleIsStale(project)).toBe(true);
  });

  it('is stale when a source it was built from is deleted', async () => {
    await buildBundle(project);
    rmSync(join(project, 'server/greeting.ts'));
    expect(bundleIsStale(project)).toBe(true);
  });

  it('is stale when the lockfile changes (new package versions)', async () => {
    write('package-lock.json', '{}\n');
    await buildBundle(project);
    expect(bundleIsStale(project)).toBe(false);
    touchLater('package-lock.json');
    expect(bundleIsStale(project)).toBe(true);
  });
});
