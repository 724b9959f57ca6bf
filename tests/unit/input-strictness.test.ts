/**
 * Issue 52 "Garbage accepted" and "Messages name the limit": what the contract's building blocks
 * take and how a refusal reads. Dates are strict calendar dates within DATE_YEARS, every number of
 * every request stays within what its column holds, a required text is more than spaces, and a
 * range message names the bound crossed, never the value received.
 */
import { integer, max, min, object, size, string, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, INT4_MAX, MAX_MONEY, isoDate, isoDateTime, money, requiredText, whole } from '../../contract/structs.ts';
import { BROKEN_TEXT, parseRequest } from '../../server/http/validate.ts';

type AnyStruct = Struct<unknown, unknown>;

/** The field errors a request would get, or [] when it is taken. */
function errorsOf(value: unknown, struct: AnyStruct): { path: string; message: string }[] {
  try {
    parseRequest(value, struct);
    return [];
  } catch (error) {
    return (error as { body?: { errors?: { path: string; message: string }[] } }).body?.errors
      ?? (error as { errors?: { path: string; message: string }[] }).errors ?? [{ path: '?', message: String(error) }];
  }
}

describe('dates', () => {
  const day = object({ at: isoDate() }) as AnyStruct;
  const instant = object({ at: isoDateTime() }) as AnyStruct;

  it('a date is a real calendar day, strictly YYYY-MM-DD, within 2000..2100', () => {
    for (const at of ['2025-02-28', '2024-02-29', '2000-01-01', '2100-12-31']) expect(errorsOf({ at }, day), at).toEqual([]);
    for (const at of ['2025-02-30', '2023-02-29', '0', '2025-1-5', '2025-13-01', '1999-12-31', '2101-01-01', '1000-01-01', '9999-12-31', '2025-02-28T10:00:00Z', ' 2025-02-28', '']) {
      expect(errorsOf({ at }, day), at).toEqual([{ path: 'at', message: DATE_MESSAGE }]);
    }
  });

  it('a date and time is a real day with a time and its zone, as toISOString writes it', () => {
    for (const at of ['2025-01-05T10:00:00.000Z', '2025-01-05T10:00:00Z', '2025-01-05T10:00Z', '2025-01-05T10:00:00+05:30', '2025-01-05']) {
      expect(errorsOf({ at }, instant), at).toEqual([]);
    }
    for (const at of ['2025-02-30T00:00:00Z', '0', '2025-01-05T10:00', '2025-01-05T24:00:00Z', '1000-01-01T00:00:00Z', '2025-01-05 10:00:00Z', 'Jan 5 2025']) {
      expect(errorsOf({ at }, instant), at).toEqual([{ path: 'at', message: DATE_TIME_MESSAGE }]);
    }
  });
});

describe('range messages name the bound', () => {
  it('at least / at most the bound, whichever side was crossed', () => {
    expect(errorsOf({ q: -1 }, object({ q: min(integer(), 0) }) as AnyStruct)).toEqual([{ path: 'q', message: 'Must be at least 0.' }]);
    expect(errorsOf({ q: 12 }, object({ q: max(integer(), 10) }) as AnyStruct)).toEqual([{ path: 'q', message: 'Must be at most 10.' }]);
    expect(errorsOf({ q: -5 }, object({ q: whole() }) as AnyStruct)).toEqual([{ path: 'q', message: 'Must be at least 0.' }]);
    expect(errorsOf({ q: 2_147_483_648 }, object({ q: whole() }) as AnyStruct)).toEqual([{ path: 'q', message: `Must be at most ${INT4_MAX}.` }]);
    expect(errorsOf({ q: -5 }, object({ q: money() }) as AnyStruct)).toEqual([{ path: 'q', message: 'Must be at least 0.' }]);
    expect(errorsOf({ q: MAX_MONEY + 1 }, object({ q: money() }) as AnyStruct)).toEqual([{ path: 'q', message: `Must be at most ${MAX_MONEY}.` }]);
  });

  it('a text or list still names its length range', () => {
    expect(errorsOf({ s: 'abcdef' }, object({ s: size(string(), 0, 5) }) as AnyStruct)).toEqual([{ path: 's', message: 'Length or size out of range (0 to 5).' }]);
  });
});

describe('text', () => {
  it('a required text of spaces is "Value required"', () => {
    const struct = object({ name: requiredText(80) }) as AnyStruct;
    expect(errorsOf({ name: '   ' }, struct)).toEqual([{ path: 'name', message: 'Value required' }]);
    expect(errorsOf({ name: ' Monday run ' }, struct)).toEqual([]);
  });

  it('a lone surrogate is refused in any text, value or key, wherever it sits', () => {
    const struct = object({ name: string(), rows: object({ note: string() }) }) as AnyStruct;
    expect(errorsOf({ name: 'a\ud800b', rows: { note: 'x\udc00' } }, struct)).toEqual(expect.arrayContaining([
      { path: 'name', message: BROKEN_TEXT }, { path: 'rows.note', message: BROKEN_TEXT },
    ]));
    expect(errorsOf({ name: 'ok 😀', rows: { note: 'fine' } }, struct)).toEqual([]);
  });
});

/** Every leaf of a request struct, with its path. */
function leaves(struct: AnyStruct, path: string): { path: string; struct: AnyStruct }[] {
  const schema = struct.schema as unknown;
  if (struct.type === 'array' && schema) return leaves(schema as AnyStruct, `${path}[]`);
  if ((struct.type === 'object' || struct.type === 'type') && schema && typeof schema === 'object') {
    return Object.entries(schema as Record<string, AnyStruct>).flatMap(([key, field]) => leaves(field, path ? `${path}.${key}` : key));
  }
  return [{ path, struct }];
}

const fields = CATALOGUE.flatMap((spec) => leaves(spec.request as AnyStruct, '').map((leaf) => ({ ...leaf, action: spec.name })));
const takes = (struct: AnyStruct, value: unknown) => validate(value, struct)[0] === undefined;

describe('the catalogue', () => {
  it('every number of every request fits a PostgreSQL int4 (a bigger one was a 5xx or a wrapped value)', () => {
    const numbers = fields.filter((f) => f.struct.type === 'number' || f.struct.type === 'integer');
    expect(numbers.length).toBeGreaterThan(300);
    const unbounded = numbers.filter((f) => takes(f.struct, INT4_MAX + 1) || takes(f.struct, -INT4_MAX - 2)).map((f) => `${f.action} ${f.path}`);
    expect(unbounded).toEqual([]);
  });

  it('quantities, prices and ids of discounts are never negative', () => {
    const offerNumbers = fields.filter((f) => f.action === 'create.discount' && (f.struct.type === 'number' || f.struct.type === 'integer'));
    expect(offerNumbers.map((f) => f.path)).toEqual(expect.arrayContaining(['sub_offers[].offer_price', 'sub_offers[].products[].total_stock']));
    expect(offerNumbers.filter((f) => takes(f.struct, -5)).map((f) => f.path)).toEqual([]);
  });

  /**
   * Texts that refuse "" but take spaces: each is matched against known values (a coil of the
   * planogram, a state of the country list, an uploaded key, a CSV's rows), so spaces find nothing
   * and are refused there. Any other required text must refuse spaces itself.
   */
  const MATCHED = new Set(['coil', 'coils[]', 'state_id', 'city[]', 'country[]', 'state[]', 'country', 'state', 'image_key', 'csv']);

  it('every other text a request requires refuses spaces only', () => {
    const texts = fields.filter((f) => f.struct.type === 'string' && !takes(f.struct, '') && takes(f.struct, 'x'));
    expect(texts.map((f) => `${f.action} ${f.path}`)).toEqual(expect.arrayContaining(['create.bulk_refill name', 'create.third_party_sale external_order_id']));
    const blankTaken = texts.filter((f) => takes(f.struct, '   ') && !MATCHED.has(f.path.split('.').pop()!)).map((f) => `${f.action} ${f.path}`);
    expect(blankTaken).toEqual([]);
  });

  it('every date field refuses 30 February and "0"', () => {
    const dates = fields.filter((f) => f.struct.type === 'string' && takes(f.struct, '2025-01-05') && !takes(f.struct, 'abc'));
    expect(dates.length).toBeGreaterThan(60);
    const loose = dates.filter((f) => takes(f.struct, '2025-02-30') || takes(f.struct, '0') || takes(f.struct, '1000-01-01')).map((f) => `${f.action} ${f.path}`);
    expect(loose).toEqual([]);
  });
});
