/**
 * Tenancy, generated from the catalogue: every action that names a tenant's record is sent,
 * naming a record of the demo company (or of its North Star franchise), by the admin of
 * another company and — for franchise records — by the admin of the company's other
 * franchise. They get 404, 403, or an answer without the record; never the record, never a
 * change to it. An action with neither a sample nor a reason it names no record fails here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { startHttpApi, type HttpApi } from './http-server.ts';
import { OTHER_COMPANY_ADMIN, OTHER_FRANCHISE_ADMIN, OWNERS, addOutsiders } from './tenancy-fixtures.ts';
import { NO_TENANT_RECORD, sampleFor, type Caller, type Who } from './tenancy-samples.ts';

let http: HttpApi;
const tokens = new Map<Who, string>();

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
  // A custom role of the demo company, so role changes meet a record that could change.
  const created = await api.call(OWNERS.company, 'create.role', { name: 'Tenancy Probe', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_STOCK'] });
  expect(created.status).toBe(201);
});
afterAll(() => http.close());

it('every action has a tenancy sample or a reason it names no tenant record', () => {
  const missing = CATALOGUE.filter((s) => !sampleFor(s.name) && !NO_TENANT_RECORD[s.name]).map((s) => s.name);
  const both = CATALOGUE.filter((s) => sampleFor(s.name) && NO_TENANT_RECORD[s.name]).map((s) => s.name);
  expect(missing).toEqual([]);
  expect(both).toEqual([]);
});

const sampled = CATALOGUE.filter((s) => sampleFor(s.name)).map((s) => [s.name, sampleFor(s.name)!] as const);

it.each(sampled)('%s: outsiders neither see nor change the record', async (action, sample) => {
  const owner = OWNERS[sample.owner];
  const outsiders = sample.owner === 'franchise' ? [OTHER_FRANCHISE_ADMIN, OTHER_COMPANY_ADMIN] : [OTHER_COMPANY_ADMIN];

  // The owner's own call works, so a refusal below is the scope's doing, not a broken sample.
  if (sample.kind === 'read' || sample.kind === 'create') {
    const mine = await api.call(owner, action, await sample.request(api));
    expect(mine.status, `${action} as its owner: ${JSON.stringify(mine.body).slice(0, 200)}`).toBeLessThan(300);
    if (sample.shows) expect(await sample.shows(mine.body, api, action), `${action}: the owner sees the record`).toBe(true);
  }
  if (sample.kind === 'changeMine') expect(await sample.unchanged!(api), `${action}: before`).toBe(true);

  for (const outsider of outsiders) {
    const r = await api.call(outsider, action, await sample.request(api));
    const what = `${action} as ${outsider}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
    switch (sample.kind) {
      case 'read':
        if (r.status === 200) {
          expect(sample.shows, `${what} (a get's answer is the record)`).toBeDefined();
          expect(await sample.shows!(r.body, api, action), what).toBe(false);
        } else expect([403, 404], what).toContain(r.status);
        break;
      case 'change':
        expect([403, 404], what).toContain(r.status);
        break;
      case 'create':
        expect([400, 403, 404], what).toContain(r.status);
        break;
      case 'changeMine':
        expect(r.status, what).toBeLessThan(500);
        expect(await sample.unchanged!(api), what).toBe(true);
        break;
    }
  }
});
