/**
 * Fuzz through the real HTTP server, generated from the catalogue: every action, called by a
 * user of every demo role (and by nobody), with payloads shaped by the action's own request
 * struct and then broken — wrong types, lists up to 100,000 items, deep nesting, huge strings,
 * unknown fields, bodies that are not JSON or not sent as JSON — and hostile uploads to the
 * pre-signed PUT URLs. No answer may be a 5xx, carry a stack trace, or show SQL.
 *
 * Seeded and reproducible: the seed is printed, and FUZZ_SEED=<seed> replays a run
 * (FUZZ_RUNS sets the number of requests, 10,000 by default).
 */
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AREAS } from '../../contract/constants.ts';
import { UPLOAD_CONTENT_TYPES } from '../../contract/actions/uploads.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { CATALOGUE, TOKEN_ENDING } from './catalogue.ts';
import { startHttpApi, type HttpApi } from './http-server.ts';
import { PLANOGRAM_CHANGE_MESSAGES } from '../../contract/actions/planogram-change.ts';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 10_000;

type AnyStruct = Struct<unknown, unknown>;

let http: HttpApi;
const tokens = new Map<string, string>();
const sentTo = new Map<string, number>();
const statuses = new Map<number, number>();

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} requests`);
  http = await startHttpApi();
  for (const user of DEMO_USERS) tokens.set(user.email, await http.tokenFor(user.email));
});
afterAll(async () => {
  console.log(`fuzz: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
  await http?.close();
});

const SQL_TEXT = /\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\brelation "|syntax error at|\bdrizzle\b|\bpg_|violates .* constraint|\bsqlstate\b/i;
/** The spec's own texts that read like SQL ("Please select a Planogram from the drop down"), taken out before looking for a leak. */
const SPEC_TEXTS_LIKE_SQL = [PLANOGRAM_CHANGE_MESSAGES.planogramRequired];
const withoutSpecTexts = (text: string) => SPEC_TEXTS_LIKE_SQL.reduce((t, spec) => t.split(spec).join(''), text);
const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|node:internal|\n\s+at /;

/**
 * A value written straight into the body's JSON text: a list far past any bound, or a value
 * nested thousands deep (JSON.stringify itself overflows the stack at 5,000 levels). In the
 * generated value it is a small token, so fast-check copies and prints it cheaply.
 */
class RawJson {
  private static readonly texts: (() => string)[] = [];
  private static readonly byLabel = new Map<string, number>();
  private readonly index: number;
  /** `label` names the text: the same label is the same text, built once. */
  constructor(private readonly label: string, text: () => string) {
    let index = RawJson.byLabel.get(label);
    if (index === undefined) {
      let built: string | undefined;
      index = RawJson.texts.push(() => (built ??= text())) - 1;
      RawJson.byLabel.set(label, index);
    }
    this.index = index;
  }
  toJSON() { return `\u0001raw${this.index}`; }
  [fc.toStringMethod]() { return this.label; }
  /** The JSON text with every token replaced by its raw text. */
  static expand(json: string): string {
    return json.replace(/"\\u0001raw(\d+)"/g, (_, index: string) => RawJson.texts[Number(index)]!());
  }
}

const hugeList = fc.record({
  length: fc.constantFrom(201, 2_001, 70_000, 100_000),
  item: fc.constantFrom<unknown>(1, 0, -1, 2 ** 31, 'x', null, {}, []),
}).map(({ length, item }) => new RawJson(`list of ${length} × ${JSON.stringify(item)}`, () => `[${Array.from({ length }, () => JSON.stringify(item)).join(',')}]`));

const deep = fc.record({ depth: fc.constantFrom(50, 1_000, 5_000, 50_000), kind: fc.constantFrom('array', 'object') }).map(({ depth, kind }) =>
  new RawJson(`${kind} nested ${depth} deep`, () => (kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)));

/** Wrong values; the large ones are rarer, since each costs the server tens of milliseconds to read. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, '', ' ', 'ALL', '%', '_', '\\', "'; drop table users; --", '\u0000', 'NaN', '1e400', '😀'.repeat(100)) },
  { weight: 8, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((n) => 'x'.repeat(n * 5_000)) },
  { weight: 1, arbitrary: hugeList },
  { weight: 1, arbitrary: deep },
  { weight: 4, arbitrary: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 4, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }) },
);

/** A value of the struct's own shape (so many requests pass validation and reach the database), or a nasty one. */
function shaped(struct: AnyStruct, depth = 0): fc.Arbitrary<unknown> {
  const schema = struct.schema as unknown;
  let own: fc.Arbitrary<unknown>;
  switch (struct.type) {
    case 'integer':
    case 'number':
      own = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(2_147_483_647, 2_147_483_648, 1e12, 0.5));
      break;
    case 'string':
      own = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2026-01-01', '2026-01-01T00:00:00Z', 'IN', 'KA', 'Delhi', 'a@b.co', 'Demo@1234', 'feedback/abcdefghijklmnop'));
      break;
    case 'boolean':
      own = fc.boolean();
      break;
    case 'enums':
      own = fc.constantFrom(...Object.values(schema as Record<string, unknown>));
      break;
    case 'array':
      own = depth > 3 || !schema ? fc.constant([]) : fc.array(shaped(schema as AnyStruct, depth + 1), { maxLength: 4 });
      break;
    case 'object':
    case 'type':
      own = depth > 3 || !schema || typeof schema !== 'object' ? fc.constant({}) : objectOf(schema as Record<string, AnyStruct>, depth + 1);
      break;
    default:
      own = fc.anything({ maxDepth: 1 });
  }
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: nasty });
}

function objectOf(schema: Record<string, AnyStruct>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, shaped(field, depth)]));
  return fc.record(fields, { requiredKeys: [] });
}

type Spec = (typeof CATALOGUE)[number];

function requestSchema(spec: Spec): Record<string, AnyStruct> {
  const schema = (spec.request as AnyStruct).schema;
  return schema && typeof schema === 'object' ? (schema as Record<string, AnyStruct>) : {};
}

const roleEmails = [...DEMO_USERS.map((u) => u.email), null];

/**
 * Sign-in style actions hash a password on purpose (~0.1 s of CPU each), so they are drawn half
 * as often as the rest: with 335 actions that is still ~15 requests each a run, far enough above
 * the "missed" floor below that a random seed cannot starve one (at a sixth, ~5 each, one of the
 * four missed the floor in about one run in seven).
 */
const keyOf = (spec: Spec) => `${spec.area} ${spec.name}`;
const specs = new Map(CATALOGUE.map((spec) => [keyOf(spec), spec]));
const publicKeys = CATALOGUE.filter((s) => s.access === 'public').map(keyOf);
const userKeys = CATALOGUE.filter((s) => s.access !== 'public').map(keyOf);
const anyAction = fc.oneof(
  { weight: 3 * publicKeys.length, arbitrary: fc.constantFrom(...publicKeys) },
  { weight: 6 * userKeys.length, arbitrary: fc.constantFrom(...userKeys) },
);

/** One request: the action (`area name`), who sends it, its fields, and how the body travels. */
const request = fc.record({
  action: anyAction,
  email: fc.constantFrom(...roleEmails),
  extra: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nasty, { maxKeys: 2 }), { nil: undefined, freq: 8 }),
  body: fc.oneof(
    { weight: 40, arbitrary: fc.constant('json') },
    { weight: 3, arbitrary: fc.constantFrom('not-json', 'array') },
    { weight: 1, arbitrary: fc.constantFrom('deep-json', 'huge') },
  ),
  contentType: fc.constantFrom<string | null>(
    'application/json', 'application/json', 'application/json', 'application/json', 'application/json',
    'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', null,
  ),
}).chain((r) => objectOf(requestSchema(specs.get(r.action)!), 0).map((fields) => ({ ...r, fields })));

const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** The body's text. */
function bodyOf(r: { action: string; fields: Record<string, unknown>; extra?: Record<string, unknown>; body: string }): string {
  const name = specs.get(r.action)!.name;
  const payload = { ...r.extra, ...r.fields, action: name };
  switch (r.body) {
    case 'not-json': return `{"action": "${name}", `;
    case 'array': return RawJson.expand(JSON.stringify([payload]));
    case 'deep-json': return DEEP_JSON;
    case 'huge': return RawJson.expand(JSON.stringify({ ...payload, pad: 'x'.repeat(1_100_000) }));
    default: return RawJson.expand(JSON.stringify(payload));
  }
}

/**
 * The text without the field names the request made up: "Unknown field." names them back, and a
 * random name such as "pG_^o" is the caller's own text, not SQL leaking out.
 */
const withoutEchoed = (text: string, sent: readonly string[]) =>
  sent.filter((k) => k.length > 0).reduce((t, k) => t.split(JSON.stringify(k).slice(1, -1)).join(''), text);

function assertCalm(status: number, text: string, what: string, sentFields: readonly string[] = []) {
  expect(status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(STACK);
  if (status >= 400) {
    expect(withoutEchoed(withoutSpecTexts(text), sentFields), what).not.toMatch(SQL_TEXT);
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    expect(typeof body.message, what).toBe('string');
    expect(typeof body.code, what).toBe('string');
  }
}

it(`${RUNS} requests across every action and role never get a 5xx, a stack trace or SQL`, async () => {
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const spec = specs.get(r.action)!;
      const token = spec.access === 'public' || r.email === null ? null : tokens.get(r.email)!;
      const body = bodyOf(r);
      const res = await http.post(spec.area, body, { token, contentType: r.contentType });
      sentTo.set(r.action, (sentTo.get(r.action) ?? 0) + 1);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      assertCalm(res.status, res.text, `${r.action} as ${r.email ?? 'nobody'}: ${body.slice(0, 300)}`, Object.keys(r.extra ?? {}));
      // A session the fuzz ended (logout, refresh, a deactivated user) is replaced, so later requests still get in.
      if (r.email && (TOKEN_ENDING.has(spec.name) || res.status === 401)) tokens.set(r.email, await http.tokenFor(r.email));
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  const missed = CATALOGUE.filter((s) => (sentTo.get(keyOf(s)) ?? 0) < Math.min(10, RUNS / CATALOGUE.length / 20));
  expect(missed.map((s) => s.name)).toEqual([]);
}, 240_000);

it('unknown areas and actions are refused, never crash', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...AREAS, 'x', '..', '%00', 'a'.repeat(300)), fc.anything({ maxDepth: 2 }), async (area, action) => {
      const res = await http.post(encodeURIComponent(area), { action }, { token: tokens.get('admin@demo.local')! });
      assertCalm(res.status, res.text, `${area} ${JSON.stringify(action)?.slice(0, 100)}`);
      expect([400, 404]).toContain(res.status);
    }),
    { seed: SEED, numRuns: 200, endOnFailure: true },
  );
});

/** The first bytes of each upload type (contract/file-signature.ts), so some PUTs are files the server keeps. */
const UPLOAD_HEADS: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0], 'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'video/mp4': [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70], 'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
};

/** A hostile PUT to a freshly signed upload URL: its link, headers or body broken in one way, or sent twice. */
const hostileUpload = fc.record({
  type: fc.constantFrom(...UPLOAD_CONTENT_TYPES),
  // At least as long as any file signature: a 5-byte "PNG" cannot be one, so a fitting upload of it is rightly refused.
  size: fc.integer({ min: 16, max: 4096 }),
  link: fc.constantFrom('signed', 'unsigned', 'bad-sig', 'raised-max', 'other-type', 'expired', 'traversal', 'unknown-key'),
  header: fc.constantFrom<string | null>('signed', 'text/html', 'image/png; charset=x', '', null),
  body: fc.constantFrom('fits', 'wrong-type', 'over', 'over-undeclared', 'empty', 'huge-declared'),
  times: fc.constantFrom(1, 1, 2, 3),
});

function uploadLink(signed: string, key: string, link: string): string {
  const url = new URL(signed, 'http://x');
  const set = (name: string, value: string) => (url.searchParams.set(name, value), url.pathname + url.search);
  switch (link) {
    case 'unsigned': return `/objects/${key}`;
    case 'bad-sig': return set('sig', 'A'.repeat(43));
    case 'raised-max': return set('max', String(200 * 1024 * 1024));
    case 'other-type': return set('ct', 'text/html');
    case 'expired': return set('expires', '1');
    case 'traversal': return `/objects/..%2F..%2Fetc/passwd${url.search}`;
    case 'unknown-key': return `/objects/feedback/${'B'.repeat(24)}${url.search}`;
    default: return signed;
  }
}

function uploadBody(type: string, size: number, body: string): { bytes: Buffer | ReadableStream<Uint8Array>; length?: string } {
  const head = Buffer.from(UPLOAD_HEADS[type]!);
  const of = (n: number, start = head) => Buffer.concat([start, Buffer.alloc(Math.max(0, n - start.length), 7)]).subarray(0, n);
  switch (body) {
    case 'wrong-type': return { bytes: of(size, Buffer.from('<html><script>alert(1)</script>')) };
    case 'over': return { bytes: of(size + 1) };
    case 'empty': return { bytes: Buffer.alloc(0) };
    case 'huge-declared': return { bytes: of(size), length: String(150 * 1024 * 1024) };
    case 'over-undeclared': return { bytes: new ReadableStream({ start(c) { c.enqueue(of(size)); c.enqueue(Buffer.alloc(size + 1)); c.close(); } }) };
    default: return { bytes: of(size) };
  }
}

it('hostile uploads (forged, expired, oversize, wrong type, reused links) never get a 5xx', async () => {
  const admin = tokens.get('admin@demo.local')!;
  await fc.assert(
    fc.asyncProperty(hostileUpload, async (u) => {
      const asked = await http.post('issue-reporter', { action: 'create.upload_url', purpose: 'feedback', content_type: u.type, size: u.size }, { token: admin });
      const { url, key } = (JSON.parse(asked.text) as { data: { url: string; key: string } }).data;
      const target = uploadLink(url, key, u.link);
      const statusesOf: number[] = [];
      for (let i = 0; i < u.times; i++) {
        const { bytes, length } = uploadBody(u.type, u.size, u.body);
        const headers: Record<string, string> = {};
        if (u.header !== null) headers['content-type'] = u.header === 'signed' ? u.type : u.header;
        if (length) headers['content-length'] = length;
        const what = `PUT ${JSON.stringify(u)} #${i + 1}`;
        const res = await fetch(`${http.origin}${target}`, { method: 'PUT', headers, body: bytes, duplex: 'half' } as RequestInit).catch(() => null);
        // A client that declared 150 MB and sent less may be cut off: no answer is no 5xx either.
        if (!res) continue;
        const text = await res.text();
        if (res.status !== 204) assertCalm(res.status, text, what);
        statusesOf.push(res.status);
      }
      // A link stores at most one file.
      expect(statusesOf.filter((s) => s === 204).length).toBeLessThanOrEqual(1);
      if (u.link === 'signed' && u.header === 'signed' && u.body === 'fits') expect(statusesOf[0]).toBe(204);
    }),
    { seed: SEED, numRuns: 300, endOnFailure: true },
  );
}, 120_000);
