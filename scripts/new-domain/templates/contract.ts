/** contract/actions/<plural>.ts: the domain's actions, row, field rules and messages. */
import type { Domain } from '../domain.ts';
import { requestStructOf, rowStructOf, rulesOf, sortable } from '../fields.ts';

export function contractModule(d: Domain): string {
  const rulesName = `${d.upper}_FIELD_RULES`;
  const sortKeys = [...d.fields.filter(sortable).map((f) => f.name), 'created_at', 'updated_at'];
  const usesRules = d.fields.some((f) => rulesOf(f).length);
  const structs = new Set(['number', 'object', 'string']);
  for (const f of d.fields) {
    if (f.kind === 'int') ['integer', 'max', 'min'].forEach((s) => structs.add(s));
    if (f.kind === 'money') ['max', 'min'].forEach((s) => structs.add(s));
    if (f.kind === 'bool') structs.add('boolean');
  }
  return `/**
 * /api/${d.area}: ${d.nouns.toLowerCase()} (${d.plural} list, view, add, edit, delete). Scoped to the
 * caller's company; every change carries the version it read and writes an audit row.
 */
import { ${[...structs].sort().join(', ')} } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, empty, id, list, listFields, version } from '../structs.ts';
${usesRules ? "import { rules, type Rule } from '../validation.ts';" : "import type { Rule } from '../validation.ts';"}

const area = '${d.area}' as const;

export const ${d.upper}_MESSAGES = {
  created: '${d.noun} created successfully',
  updated: '${d.noun} updated successfully',
  deleted: '${d.noun} deleted successfully',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const ${rulesName} = {
${d.fields.map((f) => `  ${f.name}: [${rulesOf(f).join(', ')}],`).join('\n')}
} satisfies Record<string, readonly Rule[]>;

export const ${d.Pascal}Row = object({
  id: number(),
${d.fields.map((f) => `  ${f.name}: ${rowStructOf(f)},`).join('\n')}
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const ${d.upper}_SORT_KEYS = [${sortKeys.map((k) => `'${k}'`).join(', ')}] as const;

export const list${d.Plurals} = defineAction({
  area,
  name: 'list.${d.snakePlural}',
  kind: 'read',
  summary: "The caller's company's ${d.nouns.toLowerCase()}; search matches ${d.fields.filter((f) => f.kind !== 'bool' && f.kind !== 'int' && f.kind !== 'money').map((f) => f.label.toLowerCase()).join(', ')}.",
  permissions: ['PERM_VIEW_${d.resource}'],
  request: object({ ...listFields(${d.upper}_SORT_KEYS, 'created_at', 'DESC') }),
  response: list(${d.Pascal}Row),
});

export const get${d.Pascal} = defineAction({
  area,
  name: 'get.${d.snake}',
  kind: 'read',
  summary: 'One ${d.lowerNoun} the caller may see (404 otherwise).',
  permissions: ['PERM_VIEW_${d.resource}'],
  request: object({ id: id() }),
  response: data(${d.Pascal}Row),
});

const fields = {
${d.fields.map((f) => `  ${f.name}: ${requestStructOf(f, rulesName)},`).join('\n')}
};

export const create${d.Pascal} = defineAction({
  area,
  name: 'create.${d.snake}',
  kind: 'write',
  summary: 'Adds ${d.aNoun} to the caller\\'s company.',
  permissions: ['PERM_ADD_${d.resource}'],
  status: 201,
  request: object(fields),
  response: data(${d.Pascal}Row),
});

export const update${d.Pascal} = defineAction({
  area,
  name: 'update.${d.snake}',
  kind: 'write',
  summary: "Replaces ${d.aNoun}'s details with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_${d.resource}'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(${d.Pascal}Row),
});

export const delete${d.Pascal} = defineAction({
  area,
  name: 'delete.${d.snake}',
  kind: 'write',
  summary: 'Removes ${d.aNoun} (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_${d.resource}'],
  request: object({ id: id(), version: version() }),
  response: empty,
});
`;
}
