/** How each kind of field is spelled in every layer the generator writes. */
import type { Field } from './domain.ts';

const q = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The shared validator rules (contract/validation.ts) of a field: the form and the server run the same. */
export function rulesOf(field: Field): string[] {
  const required = field.required ? ['rules.required()'] : [];
  switch (field.kind) {
    case 'text': return [...required, 'rules.maxLength(255)'];
    case 'email': return [...required, 'rules.email()', 'rules.maxLength(254)'];
    case 'mobile': return [...required, 'rules.mobile(10)'];
    case 'int': return [...required, 'rules.numeric()'];
    case 'money': return [...required, "rules.pattern(/^\\d+(\\.\\d{1,2})?$/, 'Enter an amount like 1250 or 1250.50')"];
    case 'bool': return [];
  }
}

/** The request field of create/update. */
export function requestStructOf(field: Field, rulesName: string): string {
  const rules = `...${rulesName}.${field.name}`;
  switch (field.kind) {
    case 'int': return `checked(max(min(integer(), 0), 2_147_483_647), ${rules})`;
    case 'money': return `checked(max(min(number(), 0), 1_000_000_000), ${rules})`;
    case 'bool': return 'boolean()';
    default: return `checked(string(), ${rules})`;
  }
}

export const rowStructOf = (field: Field) => (field.kind === 'int' || field.kind === 'money' ? 'number()' : field.kind === 'bool' ? 'boolean()' : 'string()');

export function columnOf(field: Field): string {
  switch (field.kind) {
    case 'int': return `integer(${q(field.name)}).notNull().default(0)`;
    case 'money': return `numeric(${q(field.name)}, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0)`;
    case 'bool': return `boolean(${q(field.name)}).notNull().default(false)`;
    default: return `text(${q(field.name)}).notNull().default('')`;
  }
}

export const isText = (field: Field) => field.kind === 'text' || field.kind === 'email' || field.kind === 'mobile';
export const sortable = (field: Field) => field.kind !== 'bool' && field.kind !== 'mobile';

/** The form's value for the field: text for inputs, a boolean for a checkbox. */
export const formTypeOf = (field: Field) => (field.kind === 'bool' ? 'boolean' : 'string');

export function initialOf(field: Field, record: string): string {
  if (field.kind === 'bool') return `${record}?.${field.name} ?? false`;
  if (field.kind === 'int' || field.kind === 'money') return `${record} ? String(${record}.${field.name}) : ''`;
  return `${record}?.${field.name} ?? ''`;
}

/** From the form's value to the request's. */
export function requestValueOf(field: Field, values: string): string {
  if (field.kind === 'bool') return `${values}.${field.name}`;
  if (field.kind === 'int' || field.kind === 'money') return `Number(${values}.${field.name} || 0)`;
  return `${values}.${field.name}.trim()`;
}

export function inputOf(field: Field): string {
  const required = field.required ? ' required' : '';
  switch (field.kind) {
    case 'bool': return `<Checkbox label=${JSON.stringify(field.label)} checked={form.values.${field.name}} onChange={(checked) => form.set('${field.name}', checked)} />`;
    case 'int': return `<NumberInput label=${JSON.stringify(field.label)}${required} {...form.field('${field.name}')} />`;
    case 'money': return `<NumberInput label=${JSON.stringify(field.label)}${required} decimals {...form.field('${field.name}')} />`;
    case 'email': return `<TextInput label=${JSON.stringify(field.label)}${required} type="email" noSpaces maxLength={254} {...form.field('${field.name}')} />`;
    case 'mobile': return `<TextInput label=${JSON.stringify(field.label)}${required} type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('${field.name}')} />`;
    default: return `<TextInput label=${JSON.stringify(field.label)}${required} maxLength={255} {...form.field('${field.name}')} />`;
  }
}

/** How a screen shows the value. */
export function displayOf(field: Field, record: string): string {
  if (field.kind === 'bool') return `${record}.${field.name} ? 'Yes' : 'No'`;
  if (field.kind === 'money') return `formatMoney(${record}.${field.name})`;
  if (field.kind === 'int') return `String(${record}.${field.name})`;
  return `${record}.${field.name}`;
}

/** A demo value for the i-th seeded record (`i` from 0). */
export function seedValueOf(field: Field, singular: string, noun: string, isTitle: boolean): string {
  switch (field.kind) {
    case 'email': return `\`${singular}\${i + 1}@demo.local\``;
    case 'mobile': return '`98${String(31_000_000 + i * 4217).padStart(8, \'0\')}`';
    case 'int': return 'i * 3';
    case 'money': return 'i * 125.5';
    case 'bool': return 'i % 2 === 0';
    default: return isTitle ? `\`${noun} \${i + 1}\`` : `\`${field.label} \${i + 1}\``;
  }
}

/** A valid value for the generated tests. */
export function testValueOf(field: Field): string {
  switch (field.kind) {
    case 'email': return "'new@example.com'";
    case 'mobile': return "'9876543210'";
    case 'int': return '7';
    case 'money': return '1250.5';
    case 'bool': return 'true';
    default: return q(`Test ${field.label.toLowerCase()}`);
  }
}
