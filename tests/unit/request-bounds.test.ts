/**
 * Every list a request may carry has a maximum length (issue 34, finding 1): an unbounded
 * array let 70,000 ids through to a query past PostgreSQL's 65,535 bind parameters (a 500).
 * The walk covers the whole catalogue, so a future action cannot forget its bound.
 */
import { array, create, enums, object, optional, refine, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { MAX_LIST_LIMIT } from '../../contract/constants.ts';
import { arrayBound, boundedArray, id } from '../../contract/structs.ts';

type AnyStruct = Struct<unknown, unknown>;

/** Every array inside a struct, with its path and bound (undefined: unbounded). */
function arraysIn(struct: AnyStruct, path: string): { path: string; bound: number | undefined }[] {
  const schema = struct.schema as unknown;
  if (struct.type === 'array') {
    const inner = schema ? arraysIn(schema as AnyStruct, `${path}[]`) : [];
    return [{ path, bound: arrayBound(struct) }, ...inner];
  }
  if ((struct.type === 'object' || struct.type === 'type') && schema && typeof schema === 'object') {
    return Object.entries(schema as Record<string, AnyStruct>).flatMap(([key, field]) => arraysIn(field, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('request lists', () => {
  const arrays = CATALOGUE.flatMap((spec) => arraysIn(spec.request as AnyStruct, '').map((a) => ({ ...a, action: spec.name })));

  it('finds the lists the catalogue takes (the walk sees through optional and refinements)', () => {
    expect(arrays.map((a) => `${a.action} ${a.path}`)).toEqual(expect.arrayContaining([
      'read.notifications ids', 'list.users role_ids', 'list.users franchise_ids', 'create.role permissions',
      'manage.material_transfer items', 'create.supplier product_terms',
    ]));
  });

  it('every array of every request has a maximum length, at most a page of the largest list', () => {
    const unbounded = arrays.filter((a) => a.bound === undefined).map((a) => `${a.action} ${a.path}`);
    expect(unbounded).toEqual([]);
    for (const a of arrays) expect(a.bound, `${a.action} ${a.path}`).toBeLessThanOrEqual(MAX_LIST_LIMIT);
  });

  it('the walk notices an array left unbounded', () => {
    expect(arraysIn(object({ ids: optional(array(id())) }) as AnyStruct, '')).toEqual([{ path: 'ids', bound: undefined }]);
    expect(arraysIn(object({ ids: optional(refine(boundedArray(id(), 3), 'x', () => true)) }) as AnyStruct, '')).toEqual([{ path: 'ids', bound: 3 }]);
  });
});

describe('boundedArray', () => {
  const struct = object({ ids: boundedArray(id(), 3) });

  it('takes up to its bound', () => {
    expect(create({ ids: [1, 2, 3] }, struct)).toEqual({ ids: [1, 2, 3] });
  });

  it('refuses one more with a size failure, before looking at any item', () => {
    const checked: unknown[] = [];
    const watching = object({ ids: boundedArray(refine(enums([1]), 'seen', (v) => (checked.push(v), true)), 3) });
    expect(() => create({ ids: [1, 1, 1, 1] }, watching)).toThrow(/length between `0` and `3`/);
    expect(checked).toEqual([]);
    let failure: { refinement?: string; path: unknown[] } | undefined;
    try { create({ ids: Array.from({ length: 100_000 }, () => 1) }, struct); } catch (error) { failure = (error as { failures(): typeof failure[] }).failures()[0]; }
    expect(failure).toMatchObject({ refinement: 'size', path: ['ids'] });
  });

  it('still checks each item and refuses what is not a list', () => {
    expect(() => create({ ids: [1, 0] }, struct)).toThrow();
    expect(() => create({ ids: 'x' }, struct)).toThrow();
  });
});
