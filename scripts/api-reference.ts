/** Renders docs/api.md from the contract's catalogue (used by `npm run docs:api` and its staleness test). */
import { is, type Struct } from 'superstruct';
import { CATALOGUE } from '../contract/catalogue.ts';
import { AREAS } from '../contract/constants.ts';

type AnyStruct = Struct<unknown, unknown>;

function describe(struct: AnyStruct, depth = 0): string {
  const schema = struct.schema as unknown;
  if (struct.type === 'object' || struct.type === 'type') {
    if (!schema || typeof schema !== 'object' || depth > 2) return 'object';
    const fields = Object.entries(schema as Record<string, AnyStruct>).map(
      ([key, field]) => `${key}${is(undefined, field) ? '?' : ''}: ${describe(field, depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (struct.type === 'array') return schema ? `${describe(schema as AnyStruct, depth + 1)}[]` : 'array';
  if (struct.type === 'enums' && schema && typeof schema === 'object') {
    const values = Object.values(schema as Record<string, unknown>);
    return values.length > 6 ? `enum(${values.length} values)` : values.map((v) => JSON.stringify(v)).join(' | ');
  }
  if (struct.type === 'literal') return JSON.stringify(schema);
  if (struct.type === 'union') return 'union';
  return struct.type;
}

function fieldTable(struct: AnyStruct): string[] {
  const schema = struct.schema as Record<string, AnyStruct> | null;
  if (!schema || typeof schema !== 'object' || !Object.keys(schema).length) return ['No fields besides `action`.', ''];
  return [
    '| field | type | required |',
    '|---|---|---|',
    ...Object.entries(schema).map(([key, field]) => `| \`${key}\` | ${describe(field).replace(/\|/g, '\\|')} | ${is(undefined, field) ? 'no' : 'yes'} |`),
    '',
  ];
}

export function renderApiReference(): string {
  const lines = [
    '# API reference',
    '',
    'Generated from `contract/` by `npm run docs:api`; a test fails when this file is stale.',
    '',
    'Every call is `POST /api/{area}` with a JSON body `{ "action": "<name>", ...fields }`. Authenticated',
    'actions take `Authorization: Bearer <token>` or the `vc_session` cookie. Errors answer',
    '`{ "message", "code", "errors"?: [{ "path", "message" }] }` with 400, 401, 402, 403, 404, 409, 413 or 429.',
    'List actions take `offset`, `limit` (≤ 2000), `sortBy`, `sortDir` (`ASC`|`DESC`) and `search`, and answer `{ data, total }`.',
    '',
  ];
  for (const area of AREAS) {
    const actions = CATALOGUE.filter((a) => a.area === area);
    if (!actions.length) continue;
    lines.push(`## /api/${area}`, '');
    for (const action of actions) {
      lines.push(`### \`${action.name}\``, '', action.summary, '');
      const who = action.access === 'public' ? 'no sign-in' : action.permissions.length ? action.permissions.map((p) => `\`${p}\``).join(' or ') : 'any signed-in user';
      lines.push(`- Access: ${who}`, `- ${action.kind === 'read' ? 'Reads only' : 'Writes'}`, `- Success: ${action.status}`, '', '**Request**', '', ...fieldTable(action.request as AnyStruct));
      lines.push('**Response**', '', '`' + describe(action.response as AnyStruct).replace(/`/g, '') + '`', '');
    }
  }
  return lines.join('\n');
}
