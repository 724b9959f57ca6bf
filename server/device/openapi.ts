/**
 * The device protocol as an OpenAPI 3.1 document (GET /device/v1/openapi.json, no key needed),
 * generated from contract/device.ts: each event kind's struct is a schema, and the events of a
 * batch are a oneOf told apart by `kind`. docs/device-protocol.md is the prose beside it.
 * Carts, config and its acknowledgement are generated from their structs the same way.
 */
import { DEVICE_EVENT_EXAMPLES } from '../../contract/device-examples.ts';
import {
  CartAnswer, CartRequest, ConfigAck, ConfigAckAnswer, DEVICE_EVENT_STRUCTS, DEVICE_KEY_PREFIX, DEVICE_PROTOCOL_VERSION, DeviceConfig, EVENT_OUTCOMES, MAX_EVENTS_PER_BATCH,
} from '../../contract/device.ts';
import { structToJsonSchema, type JsonSchema } from '../../contract/json-schema.ts';
import type { Struct } from 'superstruct';

const described = <T, S>(struct: Struct<T, S>, description: string): JsonSchema => ({ ...structToJsonSchema(struct), description });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const eventSchemaName = (kind: string) => `${kind.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Event`;

const json = (schema: JsonSchema, example?: unknown) => ({ 'application/json': { schema, ...(example ? { example } : {}) } });
const answer = (description: string, schema: JsonSchema) => ({ description, content: json(schema) });
const failure = (description: string) => answer(description, ref('Error'));

/** The answers every keyed request may get besides its own. */
const KEYED_FAILURES = {
  400: failure('The request is malformed (not JSON, too many events, a body that is not an object).'),
  401: failure('No key, an unknown key, a revoked key, or a user session instead of a device key.'),
  403: failure('The key\'s board is not linked to a machine, or the request names another machine.'),
  429: failure('Too many requests from this key; wait for Retry-After seconds and send again.'),
};

const SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object', required: ['message', 'code'],
    properties: {
      message: { type: 'string' }, code: { type: 'string' },
      errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
    },
  },
  EventAnswer: {
    type: 'object', required: ['id', 'status'],
    properties: {
      id: { type: 'string', description: 'The event id as sent.' },
      status: { type: 'string', enum: [...EVENT_OUTCOMES] },
      reason: { type: 'string', description: 'Why a refused event was refused; resending it unchanged is refused again.' },
      result: { type: 'object', description: 'What an accepted event made (an order id, the notifications raised).' },
    },
  },
  CartRequest: described(CartRequest, 'The coils a customer picked: the console prices them with the offers, the coupon and the channel\'s negative items.'),
  Cart: described(CartAnswer, 'The cart priced by the console. Send its cart_id on the vend that completes it.'),
  Config: described(DeviceConfig, 'What the machine runs with. Apply it whole, then acknowledge its version.'),
  ConfigAck: described(ConfigAck, 'The config version the machine has applied.'),
  ConfigAckAnswer: described(ConfigAckAnswer, 'The version recorded as applied, and whether a newer one is already pending.'),
};

export function deviceOpenApi(): Record<string, unknown> {
  const kinds = Object.keys(DEVICE_EVENT_STRUCTS) as (keyof typeof DEVICE_EVENT_STRUCTS)[];
  const eventSchemas = Object.fromEntries(kinds.map((kind) => [
    eventSchemaName(kind),
    { ...structToJsonSchema<unknown, unknown>(DEVICE_EVENT_STRUCTS[kind] as Struct<unknown, unknown>), examples: [DEVICE_EVENT_EXAMPLES[kind]] },
  ]));
  const event = {
    oneOf: kinds.map((kind) => ref(eventSchemaName(kind))),
    discriminator: { propertyName: 'kind', mapping: Object.fromEntries(kinds.map((kind) => [kind, `#/components/schemas/${eventSchemaName(kind)}`])) },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vending Console device protocol',
      version: DEVICE_PROTOCOL_VERSION,
      description: 'What a vending machine\'s board sends to the console and what it is answered. The guide: docs/device-protocol.md.',
    },
    servers: [{ url: `/device/${DEVICE_PROTOCOL_VERSION}` }],
    security: [{ deviceKey: [] }],
    paths: {
      '/events': {
        post: {
          summary: `Send up to ${MAX_EVENTS_PER_BATCH} events; each is answered on its own, in the order sent.`,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['events'], properties: { events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH, items: ref('DeviceEvent') } } },
              { events: [DEVICE_EVENT_EXAMPLES.heartbeat, DEVICE_EVENT_EXAMPLES.vend] }),
          },
          responses: {
            200: answer('One answer per event, in the order sent.', { type: 'object', required: ['results'], properties: { results: { type: 'array', items: ref('EventAnswer') } } }),
            ...KEYED_FAILURES,
          },
        },
      },
      '/carts': {
        post: {
          summary: 'Price a cart on the console (offers, coupon, negative items, channel); the vend that completes it names its cart_id.',
          requestBody: { required: true, content: json(ref('CartRequest')) },
          responses: { 201: answer('The priced cart.', ref('Cart')), ...KEYED_FAILURES },
        },
      },
      '/config': {
        get: {
          summary: 'The machine\'s config with an ETag; send If-None-Match to be answered 304 when it has not changed.',
          parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }],
          responses: { 200: answer('The config.', ref('Config')), 304: { description: 'The config the device holds is current.' }, ...KEYED_FAILURES },
        },
      },
      '/config/ack': {
        post: {
          summary: 'Report the config version the machine has applied.',
          requestBody: { required: true, content: json(ref('ConfigAck')) },
          responses: { 200: answer('Recorded.', ref('ConfigAckAnswer')), ...KEYED_FAILURES },
        },
      },
      '/openapi.json': {
        get: { summary: 'This document.', security: [], responses: { 200: answer('OpenAPI 3.1.', { type: 'object' }) } },
      },
    },
    components: {
      securitySchemes: {
        deviceKey: { type: 'http', scheme: 'bearer', description: `The board's device key (${DEVICE_KEY_PREFIX}…), issued when the board is onboarded on /hardware-boards.` },
      },
      schemas: { ...SCHEMAS, DeviceEvent: event, ...eventSchemas },
    },
  };
}
