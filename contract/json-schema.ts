/**
 * A superstruct struct as JSON Schema (draft 2020-12, what OpenAPI 3.1 speaks), for documents
 * generated from the contract (/device/v1/openapi.json). It reads what a struct exposes: its
 * `type`, its `schema` (an object's fields, an array's item, an enum's values, a literal), and
 * the bounds of its `size()` refinements. Other refinements (a date's calendar check, a form
 * rule) are not expressible here and are left to the struct's own validation.
 */
import { is, type Struct } from 'superstruct';
import { arrayBound } from './structs.ts';

type AnyStruct = Struct<unknown, unknown>;
export type JsonSchema = Record<string, unknown>;

/**
 * The bounds a `size()` refinement enforces. A refiner's bounds are only in its message, so it is
 * shown a value outside any range (a length of -1, a number of ±Infinity) and the message is read:
 * "… between `1` and `20` …" or "… of `36` …".
 */
function sizeBounds(struct: AnyStruct): { min: number; max: number } | null {
  const probes = struct.type === 'number' || struct.type === 'integer' ? [-Infinity, Infinity] : [{ length: -1 }];
  for (const probe of probes) {
    let failures: { refinement?: string; message: string }[];
    try {
      failures = [...struct.refiner(probe, { branch: [probe], path: [] })];
    } catch {
      return null; // a refinement that cannot read the probe: no bounds to tell
    }
    const size = failures.find((f) => f.refinement === 'size');
    const found = size && /between `([^`]+)` and `([^`]+)`|of `([^`]+)`/.exec(size.message);
    if (found) return found[3] !== undefined ? { min: Number(found[3]), max: Number(found[3]) } : { min: Number(found[1]), max: Number(found[2]) };
  }
  return null;
}

function withBounds(schema: JsonSchema, struct: AnyStruct): JsonSchema {
  const bounds = sizeBounds(struct);
  if (!bounds) return schema;
  const [low, high] = schema.type === 'string' ? ['minLength', 'maxLength'] : schema.type === 'array' ? ['minItems', 'maxItems'] : ['minimum', 'maximum'];
  return {
    ...schema,
    ...(Number.isFinite(bounds.min) ? { [low!]: bounds.min } : {}),
    ...(Number.isFinite(bounds.max) ? { [high!]: bounds.max } : {}),
  };
}

function bare(struct: AnyStruct): JsonSchema {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'object':
    case 'type': {
      const fields = Object.entries((schema ?? {}) as Record<string, AnyStruct>);
      const required = fields.filter(([, field]) => !is(undefined, field)).map(([key]) => key);
      return {
        type: 'object',
        properties: Object.fromEntries(fields.map(([key, field]) => [key, structToJsonSchema(field)])),
        ...(required.length ? { required } : {}),
        ...(struct.type === 'object' ? { additionalProperties: false } : {}),
      };
    }
    case 'array': {
      const bound = arrayBound(struct);
      return { type: 'array', ...(schema ? { items: structToJsonSchema(schema as AnyStruct) } : {}), ...(bound ? { maxItems: bound } : {}) };
    }
    case 'enums': {
      const values = Object.values(schema as Record<string, unknown>);
      return { type: values.every((v) => Number.isInteger(v)) ? 'integer' : 'string', enum: values };
    }
    case 'literal':
      return { const: schema };
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    default:
      return {}; // any, unknown, union: no constraint this walker can tell
  }
}

export function structToJsonSchema<T, S>(typed: Struct<T, S>): JsonSchema {
  const struct = typed as unknown as AnyStruct;
  const schema = withBounds(bare(struct), struct);
  // nullable(): null passes; optional() is told by the parent object's `required`.
  if (is(null, struct) && typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return schema;
}
