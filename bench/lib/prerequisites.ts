/**
 * What a bench section needs from the machine besides npm packages, checked before anything
 * runs: a missing browser found after minutes of seeding ended the run in a stack trace and
 * left a half-written report.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../../tests/e2e/chromium.ts';

export interface Machine {
  hasChromium: boolean;
  hasPostgres: boolean;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

export function thisMachine(): Machine {
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT) : [];
  return {
    hasChromium: findChromium().path !== null,
    hasPostgres: versions.some((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb'))),
  };
}

/** One line per missing program, naming the section that needs it and the Debian package; empty when all is there. */
export function missingPrerequisites(sections: ReadonlySet<string>, machine: Machine): string[] {
  const missing: string[] = [];
  if (sections.has('browser') && !machine.hasChromium) {
    missing.push(`The browser section needs Chromium: ${CHROMIUM_INSTALL_HINT}; or leave it out with --only bundle,startup,api.`);
  }
  const needsPostgres = ['api', 'lists', 'browser'].filter((section) => sections.has(section));
  if (needsPostgres.length && !machine.hasPostgres) {
    missing.push(`The ${needsPostgres.join(', ').replace(/, ([^,]+)$/, ' and $1')} section${needsPostgres.length > 1 ? 's need' : ' needs'} a PostgreSQL server's programs (${POSTGRES_ROOT}/*/bin): apt-get install postgresql.`);
  }
  return missing;
}
