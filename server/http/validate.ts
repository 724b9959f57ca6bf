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
    const limits = /between `(-?[\d.e+]+)` and `(-?[\d.e+]+)`/.exec(failure.message) ?? /of `(-?[\d.e+]+)`/.exec(failure.message);
    // A number names the bound it crossed; a text or list its length range.
    if (typeof failure.value === 'number' && limits) {
      const [low, high = low] = limits.slice(1).map(Number) as [number, number?];
      return failure.value < low ? `Must be at least ${low}.` : `Must be at most ${high}.`;
    }
    return limits ? `Length or size out of range (${limits.slice(1).join(' to ')}).` : 'Length or size out of range.';
  }
  if (failure.refinement === 'min' || failure.refinement === 'max') {
    // superstruct: "Expected a number greater than or equal to <bound> but received `<value>`" (the contract uses no exclusive bounds).
    const bound = /or equal to (-?[\d.e+]+) but/.exec(failure.message);
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

/** Half of a UTF-16 pair without its other half: PostgreSQL would store it as "\uFFFD", so it is refused. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_TEXT = 'Contains a character that is not valid text (a lone surrogate).';

/** Paths of every text (value or key) of the request that holds a lone surrogate, at most 50. */
function brokenText(request: unknown): string[] {
  const found: string[] = [];
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: request, path: '' }];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length && found.length < 50) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: at(path, i) }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) found.push(at(path, key));
        else stack.push({ value: item, path: at(path, key) });
      }
    }
  }
  return found;
}

const unreadable = () => invalid([{ path: '', message: 'The request contains a value that cannot be read.' }]);

export function parseRequest<T>(value: unknown, struct: Struct<T, unknown>): T {
  // Every text of every action, before its struct: no text helper can forget it.
  const broken = brokenText(value);
  if (broken.length) throw invalid(broken.map((path) => ({ path, message: BROKEN_TEXT })));
  try {
    return create(value, struct);
  } catch (error) {
    // A value that breaks a check itself (e.g. un-printable) is still just bad input.
    if (!(error instanceof StructError)) throw unreadable();
    const seen = new Set<string>();
    let failures: Failure[];
    try {
      // Failures are listed lazily, and listing one prints its value: a list nested thousands deep overflows the stack there.
      failures = error.failures() as Failure[];
    } catch {
      throw unreadable();
    }
    const errors = failures
      .map((f) => ({ path: f.path.join('.'), message: describeFailure(f) }))
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
