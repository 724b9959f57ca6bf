/**
 * The shared form validator of domain.md §5: every rule with the spec's message.
 * Forms in src/ run these; the server runs the same rules through superstruct
 * refinements (see `checked` in contract/structs.ts), so both give the same message.
 *
 * A rule returns null when the value passes, else the message. Every rule except
 * `required` lets an empty value through, so optional fields stay optional.
 */
export type Rule = (value: unknown) => string | null;

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(asText(value)));
const unlessEmpty = (check: (value: unknown) => string | null): Rule => (value) => (isEmpty(value) ? null : check(value));

export const PATTERNS = {
  alphanumeric: /^[A-Za-z0-9]+$/,
  letters: /^[A-Za-z]+$/,
  lettersAndSpaces: /^[A-Za-z][A-Za-z ]*$/,
  digits: /^[0-9]+$/,
  /** domain.md §5: at least 8 characters with upper, lower, digit and one of !@#$%^&*()_- */
  strongPassword: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*()_-]).{8,}$/,
  /** Names accept only letters, digits and spaces. */
  name: /^[A-Za-z0-9 ]+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  url: /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
  decimal: /^-?\d+(\.\d+)?$/,
} as const;

export const rules = {
  /** Some forms name what is missing ("Please enter email"); the rest say "Value required". */
  required: (message = 'Value required'): Rule => (value) => (isEmpty(value) ? message : null),
  mobile: (digits = 10): Rule =>
    unlessEmpty((v) => (new RegExp(`^\\d{${digits}}$`).test(asText(v)) ? null : 'Enter valid mobile number')),
  minLength: (n: number): Rule => unlessEmpty((v) => (asText(v).length >= n ? null : `Enter at least ${n} characters`)),
  maxLength: (n: number): Rule => unlessEmpty((v) => (asText(v).length <= n ? null : `Enter at most ${n} characters`)),
  exactLength: (n: number): Rule =>
    unlessEmpty((v) => (asText(v).length === n ? null : `Characters must be ${n} in length`)),
  numeric: (): Rule => unlessEmpty((v) => (PATTERNS.digits.test(asText(v)) ? null : 'Enter only numbers')),
  min: (n: number, message?: string): Rule =>
    unlessEmpty((v) => (asNumber(v) >= n ? null : (message ?? `Enter number greater than or equal to ${n}`))),
  max: (n: number, message?: string): Rule =>
    unlessEmpty((v) => (asNumber(v) <= n ? null : (message ?? `Enter number smaller than or equal to ${n}`))),
  letters: (): Rule => unlessEmpty((v) => (PATTERNS.letters.test(asText(v)) ? null : 'Enter only letters')),
  email: (): Rule => unlessEmpty((v) => (PATTERNS.email.test(asText(v)) ? null : 'Enter a valid email address')),
  pattern: (re: RegExp, message = 'Invalid File'): Rule => unlessEmpty((v) => (re.test(asText(v)) ? null : message)),
  url: (): Rule => unlessEmpty((v) => (PATTERNS.url.test(asText(v)) ? null : 'Enter a valid url')),
  greaterThan: (n: number, message?: string): Rule =>
    unlessEmpty((v) => (asNumber(v) > n ? null : (message ?? `Enter number greater than ${n}`))),
  lessThan: (n: number, message?: string): Rule =>
    unlessEmpty((v) => (asNumber(v) < n ? null : (message ?? `Enter number less than ${n}`))),
};

/** Messages the spec gives besides the rule table. */
export const MESSAGES = {
  imageTooLarge: 'Size must not be greater than 2 MB',
  name: 'Enter only letters, digits and spaces',
} as const;

/** More rules the console's forms share (not in the spec's table, so their messages are ours). */
export const extraRules = {
  /** domain.md §5 "Names accept only letters, digits and spaces." */
  name: (): Rule => unlessEmpty((v) => (PATTERNS.name.test(asText(v)) ? null : MESSAGES.name)),
  /** A byte count (or a File-like `{ size }`) at most `bytes`, e.g. the 2 MB image cap. */
  maxBytes: (bytes: number, message: string = MESSAGES.imageTooLarge): Rule =>
    unlessEmpty((v) => {
      const size = typeof v === 'number' ? v : (v as { size?: unknown })?.size;
      return typeof size === 'number' && size > bytes ? message : null;
    }),
};

/** Runs rules in order and returns the first message, or null. */
export function firstError(value: unknown, fieldRules: readonly Rule[]): string | null {
  for (const rule of fieldRules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** console.md §5 password rules for reset and new passwords. */
export const PASSWORD_MESSAGES = {
  notValid: 'Password not valid',
  mismatch: 'Passwords does not match',
  hint: 'Password must contain at least 1 character, 1 number and 1 special character',
} as const;

export const passwordRules: readonly Rule[] = [
  rules.required(),
  rules.minLength(8),
  unlessEmpty((v) => {
    const text = asText(v);
    return /[A-Za-z]/.test(text) && /\d/.test(text) && /[^A-Za-z0-9]/.test(text) ? null : PASSWORD_MESSAGES.notValid;
  }),
];

/**
 * A whole form's rules: plain fields, and per-row rules for array-of-object fields
 * (domain.md §5 "Array-of-object fields are validated per element with per-row rules").
 */
export interface FormRules {
  fields?: Record<string, readonly Rule[]>;
  rows?: Record<string, Record<string, readonly Rule[]>>;
}

/**
 * Every failing field with its first message. Row errors are keyed `items.2.qty`, the
 * same path the server reports, so one error map serves both.
 */
export function validateValues(values: Record<string, unknown>, formRules: FormRules): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, fieldRules] of Object.entries(formRules.fields ?? {})) {
    const message = firstError(values[field], fieldRules);
    if (message) errors[field] = message;
  }
  for (const [field, columns] of Object.entries(formRules.rows ?? {})) {
    const rows = values[field];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: unknown, index) => {
      for (const [column, columnRules] of Object.entries(columns)) {
        const message = firstError((row as Record<string, unknown> | null)?.[column], columnRules);
        if (message) errors[`${field}.${index}.${column}`] = message;
      }
    });
  }
  return errors;
}

/** The messages of an error map, each once (console.md §5: errors are de-duplicated). */
export function uniqueMessages(errors: Record<string, string | null | undefined>): string[] {
  return [...new Set(Object.values(errors).filter((m): m is string => !!m))];
}

/** domain.md §5: "Base64 image size is estimated in megabytes." */
export function base64SizeMb(dataUrl: string): number {
  const base64 = dataUrl.includes(',') ? dataUrl.slice(dataUrl.indexOf(',') + 1) : dataUrl;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return ((base64.length * 3) / 4 - padding) / (1024 * 1024);
}
