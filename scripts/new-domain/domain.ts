/**
 * What `npm run new:domain` knows of a domain: its names in every spelling the code uses,
 * where it lives (API area, permission resource, sidebar group) and its fields.
 */
import { AREAS, type Area } from '../../contract/constants.ts';
import { RESOURCE_VERBS } from '../../contract/permissions.ts';

export type FieldKind = 'text' | 'email' | 'mobile' | 'int' | 'money' | 'bool';
export const FIELD_KINDS: readonly FieldKind[] = ['text', 'email', 'mobile', 'int', 'money', 'bool'];

export interface Field {
  /** snake_case, as the API and the database name it. */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** As people read it: "Company name". */
  label: string;
}

export interface Domain {
  /** kebab-case plural: the feature folder and the list route (`suppliers`). */
  plural: string;
  /** kebab-case singular: the view route and the action resource (`supplier`). */
  singular: string;
  /** snake_case: the entity kind and the action names (`supplier`, `list.suppliers`). */
  snake: string;
  snakePlural: string;
  /** PascalCase singular and plural (`Supplier`, `Suppliers`); camelCase plural (`suppliers`). */
  Pascal: string;
  Plurals: string;
  camelPlural: string;
  /** UPPER_SNAKE (`SUPPLIER`): the permission resource and the constants' prefix. */
  upper: string;
  /** "Supplier" / "Suppliers" / "supplier". */
  noun: string;
  nouns: string;
  lowerNoun: string;
  /** "a supplier" / "an advertisement". */
  aNoun: string;
  area: Area;
  resource: keyof typeof RESOURCE_VERBS;
  group: string;
  fields: Field[];
  /** The field that names a record on its screen and in messages. */
  titleField: Field;
}

const words = (kebab: string) => kebab.split('-').filter(Boolean);
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const humanize = (snake: string) => cap(snake.replace(/_/g, ' '));

export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s')) return plural.slice(0, -1);
  return plural;
}

export function parseFields(spec: string): Field[] {
  const fields = spec.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [rawName, rawKind = 'text'] = part.split(':');
    const required = rawKind.endsWith('!');
    const kind = rawKind.replace(/!$/, '') as FieldKind;
    const name = (rawName ?? '').trim();
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`field "${part}": the name must be snake_case`);
    if (!FIELD_KINDS.includes(kind)) throw new Error(`field "${part}": the kind must be one of ${FIELD_KINDS.join(', ')} (add ! for required)`);
    if (['id', 'company_id', 'version', 'created_at', 'updated_at', 'deleted_at'].includes(name)) throw new Error(`field "${name}" is one every record has already`);
    return { name, kind, required, label: humanize(name) };
  });
  if (!fields.length) throw new Error('a domain needs at least one field');
  if (new Set(fields.map((f) => f.name)).size !== fields.length) throw new Error('a field is named twice');
  return fields;
}

export interface DomainOptions {
  plural: string;
  singular?: string;
  area: string;
  resource?: string;
  group: string;
  fields: string;
  titleField?: string;
}

export function describeDomain(options: DomainOptions): Domain {
  const plural = options.plural;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(plural)) throw new Error(`"${plural}" must be kebab-case, e.g. suppliers or purchase-orders`);
  const singular = options.singular ?? singularOf(plural);
  if (!(AREAS as readonly string[]).includes(options.area)) throw new Error(`--area must be one of: ${AREAS.join(', ')}`);
  const snake = words(singular).join('_');
  const upper = snake.toUpperCase();
  const resource = (options.resource ?? upper) as keyof typeof RESOURCE_VERBS;
  if (!(resource in RESOURCE_VERBS)) {
    throw new Error(`--resource ${resource} is not in contract/permissions.ts: add the resource there first (a product decision), or name an existing one`);
  }
  const fields = parseFields(options.fields);
  const titleField = options.titleField ? fields.find((f) => f.name === options.titleField) : fields.find((f) => f.kind === 'text');
  if (!titleField) throw new Error('--title-field must name a field (by default the first text field names a record)');
  const Pascal = words(singular).map(cap).join('');
  const Plurals = words(plural).map(cap).join('');
  const noun = humanize(snake);
  return {
    plural, singular, snake, snakePlural: words(plural).join('_'), Pascal, Plurals,
    camelPlural: Plurals.charAt(0).toLowerCase() + Plurals.slice(1), upper,
    noun, nouns: humanize(words(plural).join('_')), lowerNoun: noun.toLowerCase(),
    aNoun: `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun.toLowerCase()}`,
    area: options.area as Area, resource, group: options.group, fields, titleField,
  };
}
