/**
 * `npm run new:domain -- <plural> --area <api area> --group "<sidebar group>" --fields "<name:kind[!],…>"`
 *
 * Writes a working domain on the kit — contract actions, table and migration, record, server
 * actions on the pipeline, demo seed, routes, list/view/add/edit screens, palette commands and
 * an api test — and registers each in its registry (catalogue, handlers, schema, seed steps,
 * route table, record kinds, record commands). Then regenerates the migration, the typed paths
 * and the docs. What differs about the domain is then written in the generated files.
 * docs/adding-a-domain.md explains the pattern.
 *
 *   --singular supplier      the record's name (default: the plural without its s)
 *   --resource SUPPLIER      the permission resource of contract/permissions.ts (default: the singular)
 *   --title-field name       the field naming a record (default: the first text field)
 *   --fields                 kinds: text, email, mobile, int, money, bool; `!` marks a required field
 *   --dry-run                print what would be written and change nothing
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeDomain, type Domain } from './domain.ts';
import { commandsModule } from './templates/commands.ts';
import { contractModule } from './templates/contract.ts';
import { actionsModule, handlersName, recordModule, schemaModule, seedModule } from './templates/server.ts';
import { formScreens, listScreen, routesModule, viewScreen } from './templates/screens.ts';
import { apiTest } from './templates/tests.ts';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** The files of a new domain, by path from the repository's root. */
export function domainFiles(d: Domain): Record<string, string> {
  const feature = `src/features/${d.plural}`;
  return {
    [`contract/actions/${d.plural}.ts`]: contractModule(d),
    [`server/db/schema/${d.plural}.ts`]: schemaModule(d),
    [`server/records/${d.singular}.ts`]: recordModule(d),
    [`server/actions/${d.plural}.ts`]: actionsModule(d),
    [`server/seed/demo-${d.plural}.ts`]: seedModule(d),
    [`commands/records/${d.plural}.ts`]: commandsModule(d),
    [`${feature}/routes.ts`]: routesModule(d),
    [`${feature}/${d.Plurals}Screen.tsx`]: listScreen(d),
    [`${feature}/${d.Pascal}Screen.tsx`]: viewScreen(d),
    ...Object.fromEntries(Object.entries(formScreens(d)).map(([name, text]) => [`${feature}/${name}`, text])),
    [`tests/api/${d.plural}.test.ts`]: apiTest(d),
  };
}

/** One line to add before a registry's `// new-domain: <slot>` marker. */
interface Registration {
  file: string;
  slot: string;
  line: string;
}

export function registrations(d: Domain): Registration[] {
  const camel = d.camelPlural;
  return [
    { file: 'contract/catalogue.ts', slot: 'import', line: `import * as ${camel} from './actions/${d.plural}.ts';` },
    { file: 'contract/catalogue.ts', slot: 'module', line: `${camel},` },
    { file: 'contract/entities.ts', slot: 'entity kinds', line: `{ id: '${d.snake}', name: '${d.noun}' },` },
    { file: 'server/db/schema/index.ts', slot: 'schema', line: `export * from './${d.plural}.ts';` },
    { file: 'server/actions/index.ts', slot: 'import', line: `import { ${handlersName(d)} } from './${d.plural}.ts';` },
    { file: 'server/actions/index.ts', slot: 'handlers', line: `...${handlersName(d)},` },
    { file: 'server/seed/index.ts', slot: 'import', line: `import { seed${d.Plurals} } from './demo-${d.plural}.ts';` },
    { file: 'server/seed/index.ts', slot: 'seed', line: `seed${d.Plurals},` },
    { file: 'src/app/routes/index.ts', slot: 'import', line: `import { ${camel}Routes } from '../../features/${d.plural}/routes.ts';` },
    { file: 'src/app/routes/index.ts', slot: 'routes', line: `...${camel}Routes,` },
    { file: 'commands/records/index.ts', slot: 'import', line: `import { ${d.upper}_ACTIONS } from './${d.plural}.ts';` },
    { file: 'commands/records/index.ts', slot: 'record actions', line: `...${d.upper}_ACTIONS,` },
  ];
}

/** The registry's text with the line added before its marker (the marker's indentation kept). */
export function register(text: string, slot: string, line: string, file = 'the file'): string {
  const marker = new RegExp(`^([ \\t]*)// new-domain: ${slot}$`, 'm');
  const found = marker.exec(text);
  if (!found) throw new Error(`${file} has no "// new-domain: ${slot}" marker`);
  if (text.includes(line)) return text;
  return text.slice(0, found.index) + found[1] + line + '\n' + text.slice(found.index);
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      singular: { type: 'string' },
      area: { type: 'string' },
      resource: { type: 'string' },
      group: { type: 'string', default: 'Warehouse Management' },
      fields: { type: 'string', default: 'name:text!' },
      'title-field': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [plural] = positionals;
  if (!plural || !values.area) {
    console.error('usage: npm run new:domain -- <plural> --area <api area> [--group "<sidebar group>"] [--fields "name:text!,email:email"] (see scripts/new-domain/index.ts)');
    process.exit(2);
  }
  const domain = describeDomain({
    plural, singular: values.singular, area: values.area, resource: values.resource, group: values.group!, fields: values.fields!, titleField: values['title-field'],
  });
  const files = domainFiles(domain);
  const taken = Object.keys(files).filter((path) => existsSync(join(ROOT, path)));
  if (taken.length) throw new Error(`these exist already, so nothing was written:\n  ${taken.join('\n  ')}`);
  if (values['dry-run']) {
    for (const path of Object.keys(files)) console.log(`would write ${path}`);
    for (const r of registrations(domain)) console.log(`would add to ${r.file}: ${r.line}`);
    return;
  }
  // Registries first: a missing marker stops the run before any file is written.
  const registries = new Map<string, string>();
  for (const r of registrations(domain)) {
    const current = registries.get(r.file) ?? readFileSync(join(ROOT, r.file), 'utf8');
    registries.set(r.file, register(current, r.slot, r.line, r.file));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
    console.log(`wrote ${path}`);
  }
  for (const [file, text] of registries) writeFileSync(join(ROOT, file), text);
  console.log(`registered ${domain.plural} in ${[...registries.keys()].join(', ')}`);
  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  run('npx', ['drizzle-kit', 'generate', '--name', domain.snakePlural]);
  run('npm', ['run', '-s', 'gen:paths']);
  run('npm', ['run', '-s', 'docs:api']);
  console.log(`\nNext: fill in what differs (docs/adding-a-domain.md), then npm run typecheck && npx vitest run --project api tests/api/${domain.plural}.test.ts`);
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) main();
