/**
 * The fleet's device keys, issued straight in the database the load goes to (DATABASE_URL):
 * N live machines, each with a board (onboarded and linked here when it has none) and a new
 * key (the board's old one revoked, as issuing in the console does). Set-based SQL, so
 * 100,000 machines take seconds. For benchmarks and load tests on a throwaway database only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEVICE_KEY_PREFIX } from '../../contract/device.ts';
import { hashDeviceKey } from '../../server/device/identity.ts';

export interface FleetCoil {
  coil: string;
  /** Units the fleet believes are in the coil (it sells only from stocked coils). */
  quantity: number;
  price: number;
}

export interface FleetMachine {
  machineId: number;
  key: string;
  /** Stocked coils with a product; filled for the machines that sell. */
  coils: FleetCoil[];
}

export async function issueFleetKeys(databaseUrl: string, devices: number, sellers: number): Promise<FleetMachine[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: boards } = await client.query<{ board_id: number; company_id: number; machine_id: number }>(`
      with chosen as (select id, company_id from vending_machines where deleted_at is null order by id limit $1),
      onboarded as (
        insert into hardware_boards (company_id, serial, firmware, vending_machine_id)
        select c.company_id, 'FLEET-' || c.id, '1.0.0', c.id from chosen c
        where not exists (select 1 from hardware_boards b where b.vending_machine_id = c.id)
        returning id, company_id, vending_machine_id)
      select id as board_id, company_id, vending_machine_id as machine_id from onboarded
      union all
      select b.id, b.company_id, b.vending_machine_id from hardware_boards b join chosen c on c.id = b.vending_machine_id
      order by machine_id`, [devices]);
    await client.query(`update vending_machines m set hardware_board_name = b.serial from hardware_boards b
      where b.vending_machine_id = m.id and m.id = any($1::int[]) and m.hardware_board_name is distinct from b.serial`, [boards.map((b) => b.machine_id)]);
    await client.query('update device_keys set revoked_at = now() where hardware_board_id = any($1::int[]) and revoked_at is null', [boards.map((b) => b.board_id)]);
    const keys = boards.map(() => `${DEVICE_KEY_PREFIX}${randomBytes(30).toString('base64url')}`);
    await client.query(`insert into device_keys (company_id, hardware_board_id, key_hash, prefix)
      select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])`, [
      boards.map((b) => b.company_id), boards.map((b) => b.board_id), keys.map(hashDeviceKey), keys.map((k) => k.slice(DEVICE_KEY_PREFIX.length, DEVICE_KEY_PREFIX.length + 8)),
    ]);
    await client.query('commit');
    // A hundred thousand keys at once: without fresh statistics the key lookups planned for empty tables (60 ms each, not 0.1).
    await client.query('analyze device_keys, hardware_boards, vending_machines');
    const fleet = boards.map((b, i) => ({ machineId: b.machine_id, key: keys[i]!, coils: [] as FleetCoil[] }));
    // Coils of evenly spread machines, enough to sell from without emptying them.
    const step = Math.max(1, Math.floor(fleet.length / Math.max(1, sellers)));
    const selling = fleet.filter((_, i) => i % step === 0).slice(0, sellers);
    await fillCoils(client, selling);
    return fleet;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The sellers' stocked coils as the database holds them now (a machine's coils replaced). */
async function fillCoils(client: pg.Client, selling: FleetMachine[]) {
  const { rows: coils } = await client.query<{ machine_id: number; coil: string; quantity: number; price: string }>(`
    select s.vending_machine_id as machine_id, s.coil, s.quantity, p.mrp as price from vm_slots s join products p on p.id = s.product_id
    where s.vending_machine_id = any($1::int[]) and s.quantity > 0 and s.motor_activated`, [selling.map((m) => m.machineId)]);
  const byMachine = new Map(selling.map((m) => [m.machineId, m]));
  for (const m of selling) m.coils = [];
  for (const c of coils) byMachine.get(c.machine_id)?.coils.push({ coil: c.coil, quantity: c.quantity, price: Number(c.price) });
}

/**
 * Reads the sellers' coils again: each fleet run starts from the units the last runs left, not
 * from the counts at issue time, so a run never sells from a coil the console counts empty.
 */
export async function refreshFleetCoils(databaseUrl: string, fleet: FleetMachine[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fillCoils(client, fleet.filter((m) => m.coils.length > 0));
  } finally {
    await client.end();
  }
}
