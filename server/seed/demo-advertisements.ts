/**
 * Demo advertisements: one in every status, on a few demo machines. They carry no video (the
 * seed has no object store to put one in); the view says so and edit uploads one.
 */
import { AD_STATUS } from '../../contract/actions/advertisements.ts';
import { advertisementMachines, advertisements } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const DEMO_ADS = [
  { name: 'Diwali sweets', screen_type: 'Idle', status: AD_STATUS.active, machines: 3 },
  { name: 'New machine launch', screen_type: 'Dispense', status: AD_STATUS.active, machines: 2 },
  { name: 'Cold drinks summer', screen_type: 'Dispense', status: AD_STATUS.paused, machines: 2 },
  { name: 'Snack combo', screen_type: 'External', status: AD_STATUS.suspended, machines: 1 },
  { name: 'Monsoon tea', screen_type: 'Idle', status: AD_STATUS.expired, machines: 2 },
] as const;

export async function seedAdvertisements({ db, core, machineIds }: SeedContext) {
  const rows = await db.insert(advertisements).values(DEMO_ADS.map((ad) => ({
    company_id: core.companyId, name: ad.name, screen_type: ad.screen_type, status: ad.status,
  }))).returning({ id: advertisements.id });
  const links = rows.flatMap((row, i) => machineIds.slice(i, i + DEMO_ADS[i]!.machines).map((vmId) => ({ advertisement_id: row.id, vending_machine_id: vmId })));
  if (links.length) await db.insert(advertisementMachines).values(links);
}
