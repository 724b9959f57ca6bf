/**
 * The shared validator of domain.md §5: every rule with the spec's message, optional
 * fields, per-row rules, de-duplication, and the same message from the server's structs.
 */
import { describe, expect, it } from 'vitest';
import { array, create, number, object, string } from 'superstruct';
import { checked } from '../../contract/structs.ts';
import {
  MESSAGES, PASSWORD_MESSAGES, PATTERNS, base64SizeMb, extraRules, firstError, isEmpty, passwordRules, rules, uniqueMessages, validateValues,
} from '../../contract/validation.ts';

describe('the rule table (domain.md §5)', () => {
  const cases: [string, ReturnType<typeof rules.required>, unknown, unknown, string][] = [
    // name, rule, a passing value, a failing value, the spec's message
    ['required', rules.required(), 'x', '', 'Value required'],
    ['required (empty object)', rules.required(), { a: 1 }, {}, 'Value required'],
    ['required (empty array)', rules.required(), [1], [], 'Value required'],
    ['required (blank text)', rules.required(), 0, '   ', 'Value required'],
    ['mobile number', rules.mobile(10), '9845012345', '98450', 'Enter valid mobile number'],
    ['mobile number (letters)', rules.mobile(10), '9845012345', '98450abcde', 'Enter valid mobile number'],
    ['minimum length', rules.minLength(3), 'abc', 'ab', 'Enter at least 3 characters'],
    ['maximum length', rules.maxLength(5), 'abcde', 'abcdef', 'Enter at most 5 characters'],
    ['exact length', rules.exactLength(6), '560001', '5600', 'Characters must be 6 in length'],
    ['numeric only', rules.numeric(), '0123', '12a', 'Enter only numbers'],
    ['minimum value', rules.min(1), '1', '0', 'Enter number greater than or equal to 1'],
    ['minimum value (custom message)', rules.min(1, 'Quantity must be greater than 0'), 5, 0, 'Quantity must be greater than 0'],
    ['maximum value', rules.max(100), 100, 101, 'Enter number smaller than or equal to 100'],
    ['letters only', rules.letters(), 'Abc', 'Ab1', 'Enter only letters'],
    ['email', rules.email(), 'a@b.co', 'a@b', 'Enter a valid email address'],
    ['pattern mismatch', rules.pattern(/\.(jpe?g|png)$/i), 'shot.png', 'shot.gif', 'Invalid File'],
    ['URL', rules.url(), 'https://example.com/x', 'example', 'Enter a valid url'],
    ['decimal above a start bound', rules.greaterThan(0), '0.01', '0', 'Enter number greater than 0'],
    ['decimal below an end bound', rules.lessThan(100), '99.99', '100', 'Enter number less than 100'],
  ];

  it.each(cases)('%s: passes a good value and names the problem of a bad one', (_name, rule, good, bad, message) => {
    expect(rule(good)).toBeNull();
    expect(rule(bad)).toBe(message);
  });

  it('lets empty values through every rule except required, so optional fields stay optional', () => {
    const optional = [rules.mobile(), rules.minLength(3), rules.maxLength(1), rules.exactLength(2), rules.numeric(), rules.min(5), rules.max(1), rules.letters(), rules.email(), rules.pattern(/x/), rules.url(), rules.greaterThan(1), rules.lessThan(0)];
    for (const rule of optional) {
      expect(rule('')).toBeNull();
      expect(rule(null)).toBeNull();
      expect(rule(undefined)).toBeNull();
    }
  });

  it('knows what empty is', () => {
    expect([null, undefined, '', '  ', [], {}].every(isEmpty)).toBe(true);
    expect([0, false, 'a', [0], { a: 1 }].some(isEmpty)).toBe(false);
  });

  it('reports the first failing rule of a field', () => {
    expect(firstError('', [rules.required(), rules.email()])).toBe('Value required');
    expect(firstError('x', [rules.required(), rules.email()])).toBe('Enter a valid email address');
    expect(firstError('a@b.co', [rules.required(), rules.email()])).toBeNull();
  });
});

describe('the spec patterns', () => {
  it('matches letters and digits; letters; letters and spaces from a letter; digits; names', () => {
    expect(PATTERNS.alphanumeric.test('Ab12')).toBe(true);
    expect(PATTERNS.alphanumeric.test('Ab 12')).toBe(false);
    expect(PATTERNS.letters.test('Abc')).toBe(true);
    expect(PATTERNS.lettersAndSpaces.test('Ab cd')).toBe(true);
    expect(PATTERNS.lettersAndSpaces.test(' Ab')).toBe(false);
    expect(PATTERNS.digits.test('0042')).toBe(true);
    expect(PATTERNS.name.test('Store 42 North')).toBe(true);
    expect(PATTERNS.name.test('Store-42')).toBe(false);
  });

  it('requires upper, lower, digit and one of !@#$%^&*()_- in a strong password of 8+', () => {
    expect(PATTERNS.strongPassword.test('Demo@1234')).toBe(true);
    expect(PATTERNS.strongPassword.test('demo@1234')).toBe(false);
    expect(PATTERNS.strongPassword.test('Demo1234')).toBe(false);
    expect(PATTERNS.strongPassword.test('De@12')).toBe(false);
  });

  it('checks new passwords with the console.md §5 messages', () => {
    expect(firstError('', passwordRules)).toBe('Value required');
    expect(firstError('Ab@1', passwordRules)).toBe('Enter at least 8 characters');
    expect(firstError('abcdefgh', passwordRules)).toBe(PASSWORD_MESSAGES.notValid);
    expect(PASSWORD_MESSAGES.notValid).toBe('Password not valid');
    expect(PASSWORD_MESSAGES.mismatch).toBe('Passwords does not match');
    expect(firstError('abcd@1234', passwordRules)).toBeNull();
  });
});

describe('extra rules', () => {
  it('accepts names of letters, digits and spaces only', () => {
    expect(extraRules.name()('Field Staff 2')).toBeNull();
    expect(extraRules.name()('Staff <b>')).toBe(MESSAGES.name);
  });

  it('rejects files over 2 MB with the spec message', () => {
    expect(extraRules.maxBytes(2 * 1024 * 1024)({ size: 2 * 1024 * 1024 })).toBeNull();
    expect(extraRules.maxBytes(2 * 1024 * 1024)({ size: 2 * 1024 * 1024 + 1 })).toBe('Size must not be greater than 2 MB');
    expect(extraRules.maxBytes(10)(11)).toBe('Size must not be greater than 2 MB');
  });

  it('estimates a base64 image size in megabytes', () => {
    const bytes = 3 * 1024 * 1024;
    const base64 = 'A'.repeat((bytes / 3) * 4);
    expect(base64SizeMb(`data:image/jpeg;base64,${base64}`)).toBeCloseTo(3, 5);
    expect(base64SizeMb('QQ==')).toBeCloseTo(1 / (1024 * 1024), 10);
  });
});

describe('whole forms', () => {
  const formRules = {
    fields: { name: [rules.required()], email: [rules.required(), rules.email()] },
    rows: { items: { qty: [rules.required(), rules.min(1)], sku: [rules.required()] } },
  };

  it('validates fields and every row of an array of objects, keyed like the server paths', () => {
    const errors = validateValues({ name: '', email: 'x', items: [{ qty: '0', sku: 'A' }, { qty: '', sku: '' }] }, formRules);
    expect(errors).toEqual({
      name: 'Value required',
      email: 'Enter a valid email address',
      'items.0.qty': 'Enter number greater than or equal to 1',
      'items.1.qty': 'Value required',
      'items.1.sku': 'Value required',
    });
    expect(validateValues({ name: 'a', email: 'a@b.co', items: [{ qty: 2, sku: 'A' }] }, formRules)).toEqual({});
  });

  it('lists each message once', () => {
    expect(uniqueMessages({ a: 'Value required', b: 'Value required', c: 'Enter only numbers', d: null })).toEqual(['Value required', 'Enter only numbers']);
  });

  it('gives the same message on the server through checked() structs, per row too', () => {
    const struct = object({ email: checked(string(), rules.required(), rules.email()), items: array(object({ qty: checked(number(), rules.min(1)) })) });
    const failures = (() => {
      try {
        create({ email: 'nope', items: [{ qty: 3 }, { qty: 0 }] }, struct);
        return [];
      } catch (error) {
        return (error as { failures(): { path: (string | number)[]; message: string }[] }).failures().map((f) => [f.path.join('.'), f.message]);
      }
    })();
    expect(failures).toEqual([
      ['email', 'Enter a valid email address'],
      ['items.1.qty', 'Enter number greater than or equal to 1'],
    ]);
  });
});
