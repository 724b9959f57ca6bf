/**
 * Tenancy samples for kit and package transfers (issue 39), naming records of the demo
 * company found as its admin: the seeded kit, a Created plan of a partner for a new kit, and
 * a well-stocked product for a new package.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';

const ADMIN = 'admin@demo.local';

async function answer(api: Caller, action: string, fields: Record<string, unknown> = {}) {
  const r = await api.call(ADMIN, action, fields);
  if (r.status !== 200) throw new Error(`sample: ${action} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}
const firstKit = async (api: Caller) => {
  const row = (await answer(api, 'list.warehouse_orders', { kind: ['kit_transfer'], limit: 1 })).data[0];
  if (!row) throw new Error('sample: the demo needs a kit transfer');
  return row;
};
const warehousesOf = async (api: Caller) => (await answer(api, 'list.warehouses', { limit: 5 })).data as { id: number }[];

export const KIT_TRANSFER_SAMPLES: Record<string, Sample> = {
  'get.kit_transfer': { owner: 'company', kind: 'read', request: async (api) => ({ id: (await firstKit(api)).id }) },
  'create.package_transfer': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      const [source, destination] = await warehousesOf(api);
      const stocked = (await answer(api, 'list.warehouse_inventory', { warehouse_id: source!.id, in_stock_only: true, limit: 1 })).data[0];
      return { source_warehouse_id: source!.id, destination_warehouse_id: destination!.id, lines: [{ product_id: stocked.product_id, quantity: 1 }] };
    },
  },
  'create.kit_transfer': {
    owner: 'company', kind: 'create',
    request: async (api) => {
      // A Created plan of a partner, served from a warehouse, with lines, in no kit yet.
      const kits = (await answer(api, 'list.warehouse_orders', { kind: ['kit_transfer'], limit: 50 })).data;
      const taken = new Set<number>();
      for (const k of kits) for (const p of (await answer(api, 'get.kit_transfer', { id: k.id })).data.plans) taken.add(p.id);
      // The kit goes between places the partner is linked to: the plan's warehouse with Transfer
      // Order (granted here when the demo's link lacks it), and the partner's own vehicle.
      for (const row of (await answer(api, 'list.refills', { status: [1], limit: 100 })).data) {
        if (taken.has(row.id)) continue;
        const plan = (await answer(api, 'get.refill_plan', { id: row.id })).data;
        if (!plan.RefillPartner || !plan.warehouse || !plan.lines.some((l: any) => l.quantity_to_add > 0)) continue;
        const partner = plan.RefillPartner.id;
        const vehicles = (await answer(api, 'list.partner_vehicles_links', { id: partner, limit: 200 })).data as { id: number }[];
        if (!vehicles.length) continue;
        const links = (await answer(api, 'list.partner_warehouses_links', { id: partner, limit: 200 })).data as { id: number; flags: string[] }[];
        const link = links.find((l) => l.id === plan.warehouse.id);
        if (!link) await answer(api, 'link.partner_warehouses', { id: partner, add: [plan.warehouse.id], add_flags: ['view', 'transfer_order'] });
        else if (!link.flags.includes('transfer_order')) {
          await answer(api, 'link.partner_warehouses', { id: partner, flags: [{ id: link.id, flags: [...link.flags, 'transfer_order'] }] });
        }
        return { source_warehouse_id: plan.warehouse.id, destination_warehouse_id: vehicles[0]!.id, refill_plan_ids: [plan.id] };
      }
      throw new Error('sample: the demo needs a Created plan of a partner for a kit');
    },
  },
};
