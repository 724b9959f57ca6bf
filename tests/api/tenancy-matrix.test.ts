/**
 * Tenancy, generated from the scope dimensions (tests/api/tenancy-dimensions.ts) and the
 * catalogue. First, every `tenancy({...})` rule is narrowed by the dimensions of the places its
 * records hang off, or names why not. Then every action that names a tenant's record is sent,
 * naming a record of the demo company (or of its North Star franchise), by its owner (inside: it
 * works) and by a principal of every dimension standing outside that record (tenancy-fixtures.ts):
 * another company's admin, the other franchise's admin, a retailer's admin and the operator it
 * created, a manager of another store, a warehouse manager not linked to its warehouse, for writes a
 * manager whose links lack the flag the action needs, and for writes naming a refill partner a
 * partner linked to nothing. Outsiders get 404, 403, or an answer without the record; never the
 * record, never a change to it. The last test prints principals × actions × inside/outside.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { warehouseGrantOf } from '../../contract/links.ts';
import { CATALOGUE, requestFields } from './catalogue.ts';
import { startHttpApi, type HttpApi } from './http-server.ts';
import { FLAG_MANAGERS, OWNERS, PRINCIPALS, PROBE_PARTNER, RETAILER_ADMIN, addOutsiders, addPrincipals, addRetailerOperator } from './tenancy-fixtures.ts';
import { NOT_NARROWED, staleGaps, unexplainedGaps, type Dimension } from './tenancy-dimensions.ts';
import { NO_TENANT_RECORD, sampleFor, type Caller, type Sample, type Who } from './tenancy-samples.ts';

let http: HttpApi;
let probePartnerId: number;
const tokens = new Map<Who, string>();
const tally = { actions: new Set<string>(), inside: 0, outside: new Map<Who, number>(), unexpected2xx: [] as string[] };
const countOutside = (who: Who) => tally.outside.set(who, (tally.outside.get(who) ?? 0) + 1);

const api: Caller = {
  async call(who, action, fields = {}) {
    const spec = CATALOGUE.find((s) => s.name === action);
    if (!spec) throw new Error(`no action ${action}`);
    tokens.set(who, tokens.get(who) ?? (await http.tokenFor(who)));
    const r = await http.post(spec.area, { action, ...fields }, { token: tokens.get(who)! });
    return { status: r.status, body: JSON.parse(r.text) };
  },
  async upload(who, purpose, contentType, bytes) {
    const asked = await api.call(who, 'create.upload_url', { purpose, content_type: contentType, size: bytes.length });
    expect(asked.status).toBe(201);
    const put = await fetch(`${http.origin}${asked.body.data.url}`, { method: 'PUT', headers: { 'content-type': contentType }, body: new Blob([new Uint8Array(bytes)]) });
    expect(put.status).toBe(204);
    return asked.body.data.key;
  },
};

beforeAll(async () => {
  http = await startHttpApi();
  await addOutsiders(http.api.services.db);
  ({ probePartnerId } = await addPrincipals(http.api.services.db));
  await addRetailerOperator(http.api.services.db, (fields) => api.call(RETAILER_ADMIN, 'create.user', fields));
  // A custom role of the demo company, so role changes meet a record that could change.
  const created = await api.call(OWNERS.company, 'create.role', { name: 'Tenancy Probe', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_STOCK'] });
  expect(created.status).toBe(201);
});
afterAll(() => http.close());

it('narrows every tenancy rule by the dimensions of the places its records hang off, or names why not', () => {
  expect(unexplainedGaps()).toEqual([]);
  expect(staleGaps()).toEqual([]);
});

it('every action has a tenancy sample or a reason it names no tenant record', () => {
  const missing = CATALOGUE.filter((s) => !sampleFor(s.name) && !NO_TENANT_RECORD[s.name]).map((s) => s.name);
  const both = CATALOGUE.filter((s) => sampleFor(s.name) && NO_TENANT_RECORD[s.name]).map((s) => s.name);
  expect(missing).toEqual([]);
  expect(both).toEqual([]);
});

const specOf = (action: string) => CATALOGUE.find((s) => s.name === action)!;

/** Who stands outside the sample's record: every dimension's principals, but where NOT_NARROWED says the dimension does not narrow the action. */
function outsidersOf(action: string, sample: Sample): Who[] {
  const dimensions = (Object.keys(PRINCIPALS) as (Dimension | 'company')[])
    .filter((d) => d === 'company' || (d === 'franchise' ? sample.owner === 'franchise' : !NOT_NARROWED[d][action]));
  const who = dimensions.flatMap((d) => PRINCIPALS[d]);
  const flag = warehouseGrantOf(specOf(action));
  const manager = FLAG_MANAGERS[flag];
  if (manager && sample.kind !== 'read' && !NOT_NARROWED.warehouse[action]) who.push(manager);
  return who;
}

/** What an outsider's answer must be; a message when it is not, flagged when it is a 2xx. */
async function judge(sample: Sample, action: string, who: Who, r: { status: number; body: unknown }): Promise<{ wrong?: string; reached?: boolean }> {
  const strict = PRINCIPALS.company.includes(who) || PRINCIPALS.franchise.includes(who);
  const what = `${action} as ${who}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;
  if (r.status >= 500) return { wrong: what };
  switch (sample.kind) {
    case 'read':
      if (r.status === 200) return !sample.shows || (await sample.shows(r.body, api, action)) ? { wrong: `${what} (shows the record)`, reached: true } : {};
      return [403, 404].includes(r.status) ? {} : { wrong: what };
    case 'change':
      if (r.status < 300) return { wrong: what, reached: true };
      // A narrower principal may be refused the machines or warehouses a change names (400) before the record is looked up.
      return (strict ? [403, 404] : [400, 403, 404]).includes(r.status) ? {} : { wrong: what };
    case 'create':
      if (r.status < 300) return { wrong: what, reached: true };
      return [400, 403, 404].includes(r.status) ? {} : { wrong: what };
    case 'changeMine':
      return (await sample.unchanged!(api)) ? {} : { wrong: `${what} (changed the record)`, reached: true };
  }
}

const sampled = CATALOGUE.filter((s) => sampleFor(s.name)).map((s) => [s.name, sampleFor(s.name)!] as const);

it.each(sampled)('%s: outsiders of every dimension neither see nor change the record', async (action, sample) => {
  const owner = OWNERS[sample.owner];
  // A create needs fresh names per call; other requests are the same for every caller.
  let once: Record<string, unknown> | undefined;
  const request = async () => (sample.kind === 'create' ? sample.request(api) : (once ??= await sample.request(api)));
  tally.actions.add(action);

  // The owner's own call works, so a refusal below is the scope's doing, not a broken sample.
  if (sample.kind === 'read' || sample.kind === 'create') {
    const mine = await api.call(owner, action, await request());
    tally.inside++;
    expect(mine.status, `${action} as its owner: ${JSON.stringify(mine.body).slice(0, 200)}`).toBeLessThan(300);
    if (sample.shows) expect(await sample.shows(mine.body, api, action), `${action}: the owner sees the record`).toBe(true);
  }
  if (sample.kind === 'changeMine') expect(await sample.unchanged!(api), `${action}: before`).toBe(true);

  const wrong: string[] = [];
  for (const outsider of outsidersOf(action, sample)) {
    const r = await api.call(outsider, action, await request());
    countOutside(outsider);
    const verdict = await judge(sample, action, outsider, r);
    if (verdict.reached) tally.unexpected2xx.push(verdict.wrong!);
    if (verdict.wrong) wrong.push(verdict.wrong);
  }
  expect(wrong).toEqual([]);
});

// Refill-partner links: a write that names a refill partner names one linked to the machine.
// create.vehicle names its owner, whom it links to the new vehicle itself (docs/decisions.md, "A vehicle's owner and its links");
// link/unlink.vm_refill_partner make or remove that very link.
const LINKING = ['create.vehicle', 'link.vm_refill_partner', 'unlink.vm_refill_partner'];
const partnerWrites = sampled.filter(([action, sample]) => sample.kind !== 'read' && !LINKING.includes(action) && requestFields(specOf(action)).includes('refill_partner_id'));

it.each(partnerWrites)(`%s: a refill partner linked to nothing (${PROBE_PARTNER}) is refused`, async (action, sample) => {
  const owner = OWNERS[sample.owner];
  const r = await api.call(owner, action, { ...(await sample.request(api)), refill_partner_id: probePartnerId });
  countOutside(PROBE_PARTNER);
  const what = `${action} naming ${PROBE_PARTNER}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
  if (r.status < 300) tally.unexpected2xx.push(what);
  expect([400, 403, 404, 409], what).toContain(r.status);
});

it('reports principals × actions × inside/outside with 0 unexpected 2xx', () => {
  const outside = [...tally.outside.values()].reduce((a, b) => a + b, 0);
  const lines = [
    `tenancy matrix: ${Object.keys(OWNERS).length} owners inside + ${tally.outside.size} principals outside × ${tally.actions.size} actions: ` +
      `${tally.inside} inside calls, ${outside} outside calls, ${tally.unexpected2xx.length} unexpected 2xx`,
    ...[...tally.outside].map(([who, calls]) => `  ${who}: ${calls} outside calls, ${tally.unexpected2xx.filter((u) => u.includes(` ${who}:`)).length} unexpected 2xx`),
    ...tally.unexpected2xx.map((u) => `  unexpected 2xx: ${u}`),
  ];
  console.log(lines.join('\n'));
  expect(tally.actions.size).toBe(sampled.length);
  expect(tally.unexpected2xx).toEqual([]);
});
