/**
 * Turns superstruct failures into `{ path, message }` field errors. Messages never echo
 * the received value (it may be huge, or a password), only what was expected.
 */
import { StructError, create, type Struct } from 'superstruct';
import { invalid } from './errors.ts';

interface Failure {
  path: (string | number)[];
  type: string;
  refinement?: string;
  message: string;
  value: unknown;
}

function describeFailure(failure: Failure): string {
  if (failure.refinement === 'rules' || failure.refinement === 'isoDate') return failure.message;
  if (failure.type === 'never') return 'Unknown field.';
  if (failure.value === undefined) return 'Value required';
  if (failure.refinement === 'size') {
    const limits = /between `(\d+)` and `(\d+)`/.exec(failure.message) ?? /of `(\d+)`/.exec(failure.message);
    return limits ? `Length or size out of range (${limits.slice(1).join(' to ')}).` : 'Length or size out of range.';
  }
  if (failure.refinement === 'min' || failure.refinement === 'max') {
    const bound = /`(-?[\d.e+]+)`/.exec(failure.message);
    const word = failure.refinement === 'min' ? 'at least' : 'at most';
    return bound ? `Must be ${word} ${bound[1]}.` : `Out of range.`;
  }
  if (failure.type === 'enums') {
    const choices = /one of (.*), but received/.exec(failure.message);
    return choices ? `Must be one of ${choices[1]}.` : 'Not one of the allowed values.';
  }
  const expected: Record<string, string> = {
    string: 'Expected text.',
    number: 'Expected a number.',
    integer: 'Expected a whole number.',
    boolean: 'Expected true or false.',
    object: 'Expected an object.',
    type: 'Expected an object.',
    array: 'Expected a list.',
    literal: 'Not the expected value.',
    union: 'Not any of the accepted shapes.',
    date: 'Expected a date.',
  };
  return expected[failure.type] ?? 'Invalid value.';
}

export function parseRequest<T>(value: unknown, struct: Struct<T, unknown>): T {
  try {
    return create(value, struct);
  } catch (error) {
    // A value that breaks a check itself (e.g. un-printable) is still just bad input.
    if (!(error instanceof StructError)) throw invalid([{ path: '', message: 'The request contains a value that cannot be read.' }]);
    const seen = new Set<string>();
    const errors = error
      .failures()
      .map((f) => ({ path: f.path.join('.'), message: describeFailure(f as Failure) }))
      .filter((e) => {
        const key = `${e.path}|${e.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, 50);
    throw invalid(errors);
  }
}
