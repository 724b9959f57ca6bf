// The router's cache of validated requests: the same body of the same action is validated once.
import { describe, expect, it } from 'vitest';
import { array, defaulted, number, object, optional, refine, string } from 'superstruct';
import { validatedInput } from '../../server/http/validated-inputs.ts';

function counted() {
  let checks = 0;
  const struct = object({
    limit: defaulted(number(), 10),
    ids: optional(array(refine(number(), 'counted', () => (checks++, true)))),
    note: optional(string()),
  });
  return { struct, checks: () => checks };
}

describe('validated inputs', () => {
  it('validates a body once and gives every request its own copy of the input', () => {
    const { struct, checks } = counted();
    const text = '{"action":"list.things","ids":[1,2]}';
    const first = validatedInput('area list.things', text, { ids: [1, 2] }, struct);
    expect(first).toEqual({ limit: 10, ids: [1, 2] });
    expect(checks()).toBe(2);
    // A handler that changes its input does not change the next request's.
    first.ids!.push(3);
    const second = validatedInput('area list.things', text, { ids: [1, 2] }, struct);
    expect(second).toEqual({ limit: 10, ids: [1, 2] });
    expect(second).not.toBe(first);
    expect(checks()).toBe(2);
  });

  it('keeps inputs apart by action and never keeps a refusal', () => {
    const { struct } = counted();
    const text = '{"action":"x","note":5}';
    expect(() => validatedInput('area x', text, { note: 5 }, struct)).toThrow();
    expect(() => validatedInput('area x', text, { note: 5 }, struct)).toThrow();
    const other = object({ note: number() });
    expect(validatedInput('other x', text, { note: 5 }, other)).toEqual({ note: 5 });
  });
});
