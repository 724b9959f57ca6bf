/**
 * The device protocol's OpenAPI document (GET /device/v1/openapi.json) is generated from
 * contract/device.ts: every event kind is in it with its fields, bounds and an example the
 * gateway takes; and docs/device-protocol.md's example events are ones the gateway takes too.
 */
import { readFileSync } from 'node:fs';
import { array, enums, literal, nullable, number, object, optional, size, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DEVICE_EVENT_EXAMPLES } from '../../contract/device-examples.ts';
import { DEVICE_EVENT_KINDS, DEVICE_EVENT_STRUCTS } from '../../contract/device.ts';
import { structToJsonSchema } from '../../contract/json-schema.ts';
import { boundedArray, whole } from '../../contract/structs.ts';
import { readEvent } from '../../server/device/events.ts';
import { deviceOpenApi } from '../../server/device/openapi.ts';

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = deviceOpenApi() as Schema;
const schemas = doc.components.schemas as Record<string, Schema>;
const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')]!;

describe('structToJsonSchema', () => {
  it('reads fields, optional fields, enums, literals, nullable and size bounds', () => {
    const schema = structToJsonSchema(object({
      kind: literal('x'), name: size(string(), 1, 16), count: whole(0, 50), mode: enums(['A', 'B']), code: enums([0, 1]),
      note: optional(string()), gone: nullable(number()), list: size(array(string()), 1, 20), capped: boundedArray(string(), 7),
    }));
    expect(schema).toEqual({
      type: 'object', additionalProperties: false,
      required: ['kind', 'name', 'count', 'mode', 'code', 'gone', 'list', 'capped'],
      properties: {
        kind: { const: 'x' }, name: { type: 'string', minLength: 1, maxLength: 16 }, count: { type: 'integer', minimum: 0, maximum: 50 },
        mode: { type: 'string', enum: ['A', 'B'] }, code: { type: 'integer', enum: [0, 1] }, note: { type: 'string' }, gone: { type: ['number', 'null'] },
        list: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 }, capped: { type: 'array', items: { type: 'string' }, maxItems: 7 },
      },
    });
  });
});

describe('/device/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with the events, carts, config and ack paths', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/events', '/carts', '/config', '/config/ack']));
  });

  it('lists every event kind in the events oneOf, told apart by kind', () => {
    const event = schemas.DeviceEvent!;
    expect(Object.keys(event.discriminator.mapping).sort()).toEqual([...DEVICE_EVENT_KINDS].sort());
    for (const kind of DEVICE_EVENT_KINDS) {
      const schema = resolve(event.discriminator.mapping[kind]);
      expect(schema.properties.kind).toEqual({ const: kind });
      expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(DEVICE_EVENT_STRUCTS[kind].schema).sort());
      expect(schema.required).toEqual(expect.arrayContaining(['id', 'at', 'kind']));
      expect(schema.properties.id).toEqual({ type: 'string', minLength: 36, maxLength: 36 });
    }
  });

  it('describes carts, config and its acknowledgement as the gateway answers them', () => {
    expect(schemas.Cart!.required).toEqual(expect.arrayContaining(['cart_id', 'lines', 'total']));
    expect(schemas.CartRequest!.properties.lines).toMatchObject({ minItems: 1, maxItems: 20 });
    expect(schemas.Config!.required).toEqual(expect.arrayContaining(['version', 'coils']));
    expect(schemas.ConfigAckAnswer!.required).toEqual(expect.arrayContaining(['version', 'applied_at', 'pending']));
  });

  it('carries the contract\'s bounds', () => {
    expect(schemas.VendEvent!.properties.lines).toMatchObject({ minItems: 1, maxItems: 20 });
    expect(schemas.HeartbeatEvent!.properties.signal).toEqual({ type: 'number', minimum: -150, maximum: 0 });
    expect(schemas.VendEvent!.properties.payment_status).toEqual({ type: 'integer', enum: [0, 1, 2, 3] });
  });

  it('gives each kind an example the gateway takes', () => {
    for (const kind of DEVICE_EVENT_KINDS) {
      const example = resolve(schemas.DeviceEvent!.discriminator.mapping[kind]).examples[0];
      expect(example).toEqual(DEVICE_EVENT_EXAMPLES[kind]);
      expect(readEvent(example), kind).toEqual({ event: example });
    }
  });
});

describe('docs/device-protocol.md', () => {
  it('shows only example events the gateway takes, of every kind', () => {
    const text = readFileSync('docs/device-protocol.md', 'utf8');
    const events = [...text.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((m) => JSON.parse(m[1]!) as Schema)
      .flatMap((body) => (Array.isArray(body.events) ? body.events : body.kind ? [body] : []));
    for (const event of events) expect(readEvent(event), JSON.stringify(event)).toEqual({ event });
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(DEVICE_EVENT_KINDS));
  });
});
