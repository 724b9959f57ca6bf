/** Vending machines with names and locations, spread over warehouses and stores, with filled slots. */
import type { Db } from '../db/client.ts';
import { vendingMachines, vmSlots } from '../db/schema/index.ts';
import { insertChunked, roundRobin, type Random } from './random.ts';
import type { DemoCore } from './demo-core.ts';

export const WAREHOUSE_CITY = ['Bengaluru', 'Mumbai', 'Pune', 'Chennai', 'Delhi', 'Hyderabad'] as const;
export const SITES: Record<(typeof WAREHOUSE_CITY)[number], string[]> = {
  Bengaluru: ['Whitefield', 'Koramangala', 'Electronic City', 'Indiranagar', 'Manyata Tech Park', 'MG Road Metro'],
  Mumbai: ['Andheri East', 'Bandra Kurla Complex', 'Powai', 'Lower Parel', 'Vashi', 'Churchgate'],
  Delhi: ['Connaught Place', 'Saket', 'Nehru Place', 'Rajiv Chowk Metro', 'Dwarka', 'Karol Bagh'],
  Pune: ['Hinjewadi Phase 1', 'Kharadi', 'Magarpatta', 'Baner', 'Shivajinagar'],
  Chennai: ['Guindy', 'OMR Sholinganallur', 'T Nagar', 'Tidel Park', 'Anna Nagar'],
  Hyderabad: ['Gachibowli', 'HITEC City', 'Madhapur', 'Banjara Hills', 'Kondapur'],
};
export const PLACES = ['Tech Park', 'Metro Station', 'Hospital', 'College', 'Mall', 'Office Tower', 'Gym', 'Airport Lounge', 'Hostel', 'Bus Depot'];
const DELETED_MACHINES = 3;
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedMachines(db: Db, core: DemoCore, productIds: number[], random: Random, machineCount = 240) {
  const machines: (typeof vendingMachines.$inferInsert)[] = [];
  for (let i = 0; i < machineCount; i++) {
    const warehouseIndex = i % core.warehouseIds.length;
    // seedCore makes one warehouse per city, in this order.
    const city = WAREHOUSE_CITY[warehouseIndex]!;
    const site = random.pick(SITES[city]);
    const place = random.pick(PLACES);
    const warehouseId = roundRobin(core.warehouseIds, i);
    // A third of the Delhi machines are served from the franchise's stores instead of a warehouse.
    const fromStore = city === 'Delhi' && Math.floor(i / core.warehouseIds.length) % 3 === 0;
    machines.push({
      company_id: core.companyId,
      franchise_id: core.warehouseFranchise.get(warehouseId) ?? null,
      warehouse_id: fromStore ? null : warehouseId,
      store_id: fromStore ? roundRobin(core.storeIds, i) : null,
      zone_id: roundRobin(core.zoneIds, warehouseIndex),
      name: `${site} ${place} ${String(Math.floor(i / core.warehouseIds.length) + 1).padStart(2, '0')}`,
      code: `VM-${String(i + 1).padStart(5, '0')}`,
      location: `${site}, ${city}`,
      city,
      latitude: 12 + random.next() * 16,
      longitude: 72 + random.next() * 8,
      status: random.chance(0.82) ? 1 : random.chance(0.6) ? 2 : 3,
      rows: 6,
      columns: 8,
      hardware_board_name: `BRD-${String(1000 + i)}`,
      // The last few were taken out of service: they show under /deletedVm/{id}.
      deleted_at: i >= machineCount - DELETED_MACHINES ? new Date(Date.UTC(2026, 5, 1 + i % 28)) : null,
    });
  }
  const machineIds: number[] = [];
  await insertChunked(machines, 500, async (chunk) => {
    const rows = await db.insert(vendingMachines).values(chunk).returning({ id: vendingMachines.id });
    machineIds.push(...rows.map((r) => r.id));
  });

  const slots: (typeof vmSlots.$inferInsert)[] = [];
  for (const vmId of machineIds) {
    for (let row = 1; row <= 6; row++) {
      for (let column = 1; column <= 8; column++) {
        const max = random.pick([6, 8, 10, 12]);
        const productId = random.chance(0.9) ? random.pick(productIds) : null;
        const quantity = random.int(0, max);
        slots.push({
          vending_machine_id: vmId,
          coil: `${row}${column}`,
          row,
          column,
          product_id: productId,
          // A slot without a product holds nothing (the draw is kept so the rest of the seed stays the same).
          quantity: productId === null ? 0 : quantity,
          item_layout_max: max,
          motor_activated: random.chance(0.96),
          // Best before, spread over the next five months without drawing from the seed's random
          // source (so the rest of the seed stays the same); a few are already past (fleet simulator).
          expires_on: productId === null || quantity === 0 ? null : daysFromToday(((slots.length * 37) % 150) - 2),
        });
      }
    }
  }
  await insertChunked(slots, 1000, (chunk) => db.insert(vmSlots).values(chunk));
  return { machineIds };
}
