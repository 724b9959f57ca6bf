/**
 * Tenancy samples for the link actions (tests/api/tenancy-samples.ts): each names a record of
 * the demo company (its first refill partner, first warehouse, the demo warehouse manager), so
 * an outsider's list or change of its links is refused.
 */
import { LINK_SIDES, type LinkSideId } from '../../contract/links.ts';
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function firstId(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, { limit: 1, ...fields });
  if (r.status !== 200 || !r.body.data[0]) throw new Error(`sample: ${action} as ${ADMIN} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body.data[0].id as number;
}

const OWNER_OF: Record<(typeof LINK_SIDES)[LinkSideId]['owner'], (api: Caller) => Promise<number>> = {
  refill_partner: (api) => firstId(api, 'list.refill_partners', { sortBy: 'created_at', sortDir: 'ASC' }),
  warehouse: (api) => firstId(api, 'list.warehouses'),
  warehouse_manager: (api) => firstId(api, 'list.users', { search: 'warehouse@demo.local' }),
  negative_item: (api) => firstId(api, 'list.negative_items'),
  platform: (api) => firstId(api, 'list.platforms'),
};

export const LINK_SAMPLES: Record<string, Sample> = Object.fromEntries((Object.keys(LINK_SIDES) as LinkSideId[]).flatMap((side) => {
  const owner = OWNER_OF[LINK_SIDES[side].owner];
  return [
    [`list.${side}_links`, {
      owner: 'company', kind: 'read', request: async (api) => ({ id: await owner(api) }),
      // The first partner is linked to every machine: a caller reaching none of them lists none.
      ...(side === 'partner_machines' ? { shows: (body: { data: unknown[] }) => body.data.length > 0 } : {}),
    }],
    [`link.${side}`, { owner: 'company', kind: 'change', request: async (api) => ({ id: await owner(api), add: [] }) }],
  ] as [string, Sample][];
}).concat([
  ['get.refill_partner_app', { owner: 'company', kind: 'read', request: async (api) => ({ id: await OWNER_OF.refill_partner(api) }) }],
  ['link.refill_partner_permissions', { owner: 'company', kind: 'change', request: async (api) => ({ id: await OWNER_OF.refill_partner(api), permission_ids: [] }) }],
  ['link.refill_partner_notifications', { owner: 'company', kind: 'change', request: async (api) => ({ id: await OWNER_OF.refill_partner(api), notification_types: [] }) }],
]));
