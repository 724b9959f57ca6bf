/**
 * Demo board settings templates (every board type, expiry display and non-available display
 * among them, with different network orders) and hardware boards: some in demo machines
 * (their serial is the name the machine already shows), some on the shelf to link.
 * No randomness, so the steps after this one see the same sequence.
 */
import { eq } from 'drizzle-orm';
import { type NetworkId } from '../../contract/actions/board-settings-templates.ts';
import { boardSettingsTemplates, hardwareBoards, vendingMachines } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const TEMPLATES: { name: string; vm_brand_model: string; carrier_board: string; board_type: number; expiry_display: number; non_available_display: number; network_priority: NetworkId[] }[] = [
  { name: 'Office snacks, touch screen', vm_brand_model: 'Sanden Vendo SDV-48', carrier_board: 'VC-Carrier 3.2', board_type: 1, expiry_display: 2, non_available_display: 2, network_priority: ['ETHERNET', 'WIFI', 'LTE', '3G'] },
  { name: 'Metro station, cellular first', vm_brand_model: 'Fuji Electric FVM-36', carrier_board: 'VC-Carrier 3.2', board_type: 1, expiry_display: 3, non_available_display: 1, network_priority: ['LTE', '3G', 'WIFI', 'ETHERNET'] },
  { name: 'Hospital lobby, fresh food', vm_brand_model: 'Crane Merchant 6', carrier_board: 'MDB Bridge 2.0', board_type: 1, expiry_display: 3, non_available_display: 3, network_priority: ['WIFI', 'ETHERNET', 'LTE', '3G'] },
  { name: 'Campus drinks, no screen', vm_brand_model: 'Sanden Vendo SDV-24', carrier_board: 'MDB Bridge 2.0', board_type: 2, expiry_display: 1, non_available_display: 1, network_priority: ['WIFI', 'LTE', 'ETHERNET', '3G'] },
  { name: 'Factory floor, wired', vm_brand_model: 'Azkoyen Palma H', carrier_board: 'VC-Carrier 2.8', board_type: 2, expiry_display: 1, non_available_display: 3, network_priority: ['ETHERNET', 'LTE', 'WIFI', '3G'] },
  { name: 'Airport lounge, expiry shown', vm_brand_model: 'Fuji Electric FVM-48', carrier_board: 'VC-Carrier 3.2', board_type: 1, expiry_display: 2, non_available_display: 1, network_priority: ['WIFI', 'ETHERNET', '3G', 'LTE'] },
];

/** Machines (by seed order) that get a board row; the rest keep only the name they show. */
const LINKED_MACHINES = 30;
const SHELF_BOARDS = 8;

export async function seedBoardSettingsTemplates({ db, core, machineIds }: SeedContext) {
  await db.insert(boardSettingsTemplates).values(TEMPLATES.map((t) => ({ company_id: core.companyId, ...t })));

  const day = 24 * 60 * 60 * 1000;
  const base = Date.UTC(2026, 0, 5);
  const linked = [];
  for (const [i, id] of machineIds.slice(0, LINKED_MACHINES).entries()) {
    const [machine] = await db.select({ id: vendingMachines.id, board: vendingMachines.hardware_board_name }).from(vendingMachines).where(eq(vendingMachines.id, id));
    if (!machine?.board) continue;
    linked.push({
      company_id: core.companyId, serial: machine.board, board_type: i % 4 === 3 ? 2 : 1, firmware: i % 3 === 0 ? 'v2.4.1' : 'v2.5.0',
      onboarded_at: new Date(base + i * 3 * day), vending_machine_id: machine.id,
    });
  }
  const shelf = Array.from({ length: SHELF_BOARDS }, (_, i) => ({
    company_id: core.companyId, serial: `BRD-${3001 + i}`, board_type: i % 2 ? 2 : 1, firmware: 'v2.5.0',
    onboarded_at: new Date(base + (100 + i) * day), vending_machine_id: null,
  }));
  await db.insert(hardwareBoards).values([...linked, ...shelf]);
}
