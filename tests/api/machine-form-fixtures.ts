/** The fields of a valid create.vending_machine for the demo company: the "Office snacks" planogram, served by Bengaluru Central. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { planogramTemplates, warehouses } from '../../server/db/schema/index.ts';

export async function demoMachineFields(db: Db, name: string): Promise<Record<string, unknown>> {
  const [plan] = await db.select().from(planogramTemplates).where(eq(planogramTemplates.name, 'Office snacks'));
  const [wh] = await db.select().from(warehouses).where(eq(warehouses.name, 'Bengaluru Central Warehouse'));
  return {
    name, location: 'Lobby', city: 'Bengaluru', latitude: null, longitude: null, warehouse_id: wh!.id, store_id: null,
    vm_template_id: plan!.vm_template_id, planogram_template_id: plan!.id, board_settings_template_id: null, status: 1,
  };
}
