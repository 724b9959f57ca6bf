/**
 * Tenancy samples for DEX audits and integration keys (issue 54; tests/api/tenancy-samples.ts).
 * An audit hangs off its machine: the sample is an audit of a North Star machine, imported by the
 * franchise admin (importing the same text again answers the same audit, so every call finds
 * one). Integration keys are the company's: the sample is a key the company admin issued.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { randomBytes } from 'node:crypto';
import { writeDex } from '../../server/dex/write.ts';
import type { Caller, Sample } from './tenancy-samples.ts';

const F = 'franchise@demo.local';
const ADMIN = 'admin@demo.local';

async function ok(api: Caller, who: string, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(who, action, fields);
  if (r.status >= 300) throw new Error(`sample: ${action} as ${who} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

const franchiseMachine = async (api: Caller) => (await ok(api, F, 'list.active_vending_machines', { limit: 1 })).data[0].id as number;
const auditText = (serial: string) =>
  writeDex({ serial, readAt: new Date('2026-11-20T10:00:00Z'), selections: [{ selection: '11', price: 20, vends: 4, value: 80 }] });

/** The North Star audit of the samples (the same text each time: later calls answer it as a duplicate). */
async function franchiseAudit(api: Caller) {
  const vending_machine_id = await franchiseMachine(api);
  const body = await ok(api, F, 'import.dex_audit', { file_name: 'tenancy.dex', content: auditText('TENANCY-NS-1'), vending_machine_id });
  return (await ok(api, F, 'get.dex_audit', { id: body.data.audits[0].id })).data;
}

async function liveKey(api: Caller) {
  const keys = (await ok(api, ADMIN, 'list.dex_integration_keys')).data as any[];
  return keys.find((k) => k.revoked_at === null) ?? (await ok(api, ADMIN, 'issue.dex_integration_key', { name: 'Tenancy probe' })).data.integration_key;
}

export const DEX_SAMPLES: Record<string, Sample> = {
  'list.dex_audits': {
    owner: 'franchise', kind: 'read',
    request: async (api) => { await franchiseAudit(api); return { limit: 2000 }; },
    shows: async (body, api) => { const probe = await franchiseAudit(api); return (body.data as any[]).some((a) => a.id === probe.id); },
  },
  'get.dex_audit': { owner: 'franchise', kind: 'read', request: async (api) => ({ id: (await franchiseAudit(api)).id }) },
  'import.dex_audit': {
    owner: 'franchise', kind: 'create',
    request: async (api) => ({ file_name: 'tenancy.dex', content: auditText(`TENANCY-${randomBytes(4).toString('hex')}`), vending_machine_id: await franchiseMachine(api) }),
  },
  'map.dex_audit': {
    owner: 'franchise', kind: 'change',
    request: async (api) => { const a = await franchiseAudit(api); return { id: a.id, version: a.version, vending_machine_id: a.vending_machine_id }; },
  },
  'list.dex_integration_keys': {
    owner: 'company', kind: 'read',
    request: async (api) => { await liveKey(api); return {}; },
    shows: async (body, api) => { const probe = await liveKey(api); return (body.data as any[]).some((k) => k.id === probe.id); },
  },
  'revoke.dex_integration_key': { owner: 'company', kind: 'change', request: async (api) => ({ id: (await liveKey(api)).id }) },
};

export const DEX_NO_TENANT_RECORD: Record<string, string> = {
  'issue.dex_integration_key': "issues a key of the caller's own company (company admins only) and names no other record",
};
