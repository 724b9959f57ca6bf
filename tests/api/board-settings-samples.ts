/**
 * Tenancy samples of the board settings templates and hardware boards (tests/api/tenancy-samples.ts
 * spreads them in): records of the demo company, found through the API as its admin.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { randomBytes } from 'node:crypto';
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
async function firstRow(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const row = (await answer(api, action, { limit: 1, ...fields })).data[0];
  if (!row) throw new Error(`sample: ${action} ${JSON.stringify(fields)} lists nothing; the demo seed needs such a record`);
  return row;
}
const template = async (api: Caller) => (await answer(api, 'get.board_settings_template', { id: (await firstRow(api, 'list.board_settings_templates')).id })).data;
const settingsOf = (t: any) => ({
  name: t.name, vm_brand_model: t.vm_brand_model, carrier_board: t.carrier_board, board_type: t.board_type,
  expiry_display: t.expiry_display, non_available_display: t.non_available_display, network_priority: t.network_priority,
});
/** A demo machine no board is linked to (a different one per call, as each call may link one). */
async function machineWithoutBoard(api: Caller): Promise<number> {
  const linked = new Set(((await answer(api, 'list.hardware_boards', { link: ['linked'], limit: 2000 })).data as any[]).map((b) => b.vending_machine.id));
  const machines = (await answer(api, 'list.active_vending_machines', { limit: 2000, sortBy: 'code', sortDir: 'DESC' })).data as any[];
  const free = machines.find((m) => !linked.has(m.id));
  if (!free) throw new Error('sample: every demo machine has a board');
  return free.id;
}

export const BOARD_SETTINGS_SAMPLES: Record<string, Sample> = {
  'list.board_settings_templates': {
    owner: 'company', kind: 'read', request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = (await firstRow(api, 'list.board_settings_templates')).id; return body.data.some((t: any) => t.id === probe); },
  },
  'get.board_settings_template': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstRow(api, 'list.board_settings_templates')).id }) },
  'update.board_settings_template': { owner: 'company', kind: 'change', request: async (api) => { const t = await template(api); return { id: t.id, version: t.version, ...settingsOf(t), name: 'Taken' }; } },
  'delete.board_settings_template': { owner: 'company', kind: 'change', request: async (api) => { const t = await template(api); return { id: t.id, version: t.version }; } },

  'list.hardware_boards': {
    owner: 'company', kind: 'read', request: async () => ({ limit: 2000 }),
    shows: async (body, api) => { const probe = (await firstRow(api, 'list.hardware_boards')).id; return body.data.some((b: any) => b.id === probe); },
  },
  'onboard.hardware_board': {
    owner: 'company', kind: 'create',
    request: async (api) => ({ serial: `TEN-${randomBytes(4).toString('hex')}`, board_type: 1, firmware: 'v1', vending_machine_id: await machineWithoutBoard(api) }),
  },
  'link.hardware_board': {
    owner: 'company', kind: 'change',
    request: async (api) => { const b = await firstRow(api, 'list.hardware_boards', { link: ['unlinked'] }); return { id: b.id, version: b.version, vending_machine_id: await machineWithoutBoard(api) }; },
  },
  'unlink.hardware_board': { owner: 'company', kind: 'change', request: async (api) => { const b = await firstRow(api, 'list.hardware_boards', { link: ['linked'] }); return { id: b.id, version: b.version }; } },
  'issue.device_key': { owner: 'company', kind: 'change', request: async (api) => ({ id: (await firstRow(api, 'list.hardware_boards', { link: ['linked'] })).id }) },
  'revoke.device_key': { owner: 'company', kind: 'change', request: async (api) => ({ id: (await firstRow(api, 'list.hardware_boards', { link: ['linked'] })).id }) },
};

export const BOARD_SETTINGS_NO_TENANT_RECORD: Record<string, string> = {
  'create.board_settings_template': "adds a template to the caller's own company and names no other record (a clone copies the fields, not the id)",
};
