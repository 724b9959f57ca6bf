/** The server side of a domain: its table, its record, its actions and its demo rows. */
import type { Domain } from '../domain.ts';
import { columnOf, isText, seedValueOf, sortable } from '../fields.ts';

export function schemaModule(d: Domain): string {
  const kinds = new Set(['integer', 'pgTable', 'serial', 'text', 'timestamp', 'index']);
  for (const f of d.fields) {
    if (f.kind === 'money') kinds.add('numeric');
    if (f.kind === 'bool') kinds.add('boolean');
  }
  return `/** ${d.nouns} (domain.md): one row each, soft-deleted so the audit can still name them. */
import { ${[...kinds].sort().join(', ')} } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const ${d.camelPlural} = pgTable('${d.snakePlural}', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
${d.fields.map((f) => `  ${f.name}: ${columnOf(f)},`).join('\n')}
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('${d.snakePlural}_company_created_idx').on(t.company_id, t.created_at)]);
`;
}

export function recordModule(d: Domain): string {
  return `/** The ${d.lowerNoun} as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { ${d.Pascal}Row } from '../../contract/actions/${d.plural}.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { ${d.camelPlural} } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's ${d.nouns.toLowerCase()}, deleted ones left out. */
export const ${scopeName(d)} = tenancy({ company: ${d.camelPlural}.company_id, deletedAt: ${d.camelPlural}.deleted_at });

export function to${d.Pascal}Row(row: typeof ${d.camelPlural}.$inferSelect): Infer<typeof ${d.Pascal}Row> {
  return {
    id: row.id,
${d.fields.map((f) => `    ${f.name}: row.${f.name},`).join('\n')}
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function read${d.Pascal}(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(${d.camelPlural}).where(and(eq(${d.camelPlural}.id, id), ${scopeName(d)}(caller)));
  if (!row) throw notFound('${d.noun}');
  return to${d.Pascal}Row(row);
}

export const ${recordName(d)} = defineRecord({
  entity: '${d.snake}',
  table: ${d.camelPlural},
  noun: '${d.noun}',
  scope: ${scopeName(d)},
  read: read${d.Pascal},
});
`;
}

export const handlersName = (d: Domain) => `${d.camelPlural}Handlers`;
export const scopeName = (d: Domain) => `${d.snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}Scope`;
export const recordName = (d: Domain) => `${d.snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}Record`;

export function actionsModule(d: Domain): string {
  const columns = d.fields.map((f) => `    ${f.name}: ${isText(f) ? `input.${f.name}.trim()` : `input.${f.name}`},`).join('\n');
  return `/** /api/${d.area} ${d.nouns.toLowerCase()} on the record pipeline: list, get, create, update, delete. */
import * as contract from '../../contract/actions/${d.plural}.ts';
import { ${d.camelPlural} } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { ${recordName(d)}, ${scopeName(d)}, to${d.Pascal}Row } from '../records/${d.singular}.ts';

type Fields = (typeof contract.create${d.Pascal})['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
${columns}
});

export const ${handlersName(d)} = [
  defineList(contract.list${d.Plurals}, {
    scope: ${scopeName(d)},
    query: (db, where) => db.select().from(${d.camelPlural}).where(where),
    count: (db, where) => db.select({ n: countAll }).from(${d.camelPlural}).where(where),
    search: [${d.fields.filter(isText).map((f) => `${d.camelPlural}.${f.name}`).join(', ')}],
    sort: {
${[...d.fields.filter(sortable).map((f) => f.name), 'created_at', 'updated_at'].map((k) => `      ${k}: ${d.camelPlural}.${k},`).join('\n')}
    },
    tiebreak: ${d.camelPlural}.id,
    rows: (page) => page.map(to${d.Pascal}Row),
  }),

  defineGet(contract.get${d.Pascal}, ${recordName(d)}),

  defineCreate(contract.create${d.Pascal}, ${recordName(d)}, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.update${d.Pascal}, ${recordName(d)}, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.delete${d.Pascal}, ${recordName(d)}, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
`;
}

export function seedModule(d: Domain): string {
  return `/** Demo ${d.nouns.toLowerCase()} for the demo company, so a new user sees the screens working. */
import { ${d.camelPlural} } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seed${d.Plurals}({ db, core }: SeedContext) {
  await db.insert(${d.camelPlural}).values(Array.from({ length: 12 }, (_, i) => ({
    company_id: core.companyId,
${d.fields.map((f) => `    ${f.name}: ${seedValueOf(f, d.singular, d.noun, f === d.titleField)},`).join('\n')}
  })));
}
`;
}
