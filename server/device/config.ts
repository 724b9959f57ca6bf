/**
 * The config downlink (docs/device-protocol.md "Config"): `GET /device/v1/config` answers what
 * the console holds for the key's machine, `POST /device/v1/config/ack` records the version the
 * device applied.
 *
 * The ETag is the version (`W/"v12"`): every save that changes the answer bumps it in its own
 * transaction (config-version.ts), so a device polling with If-None-Match costs one row read
 * and a 304. The version is read before the body: a save committing in between leaves the
 * answer newer than its version, never older, and the next poll sees the higher version.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { CONFIG_MESSAGES, ConfigAck, type DeviceConfigAnswer } from '../../contract/device.ts';
import { CUSTOMER_PLATFORM_CHANNELS, DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import { OFFER_STATUS } from '../../contract/offers.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  advertisementMachines, advertisements, boardSettingsTemplates, deviceState, negativeItemMachines, negativeItemProducts, negativeItems,
  offers, products, subOfferProducts, subOffers, vendingMachines as vm, vmSlots, vmTemplates,
} from '../db/schema/index.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { readBody } from '../http/router.ts';
import { validate } from 'superstruct';
import type { Device } from './identity.ts';

const AD_ACTIVE = 1;
export const configETag = (version: number) => `W/"v${version}"`;

/** The machine's device state row, made at version 1 when the machine has none yet. */
async function stateOf(db: Db, device: Device, now: Date) {
  await db.insert(deviceState).values({ vending_machine_id: device.machineId, company_id: device.companyId, config_changed_at: now }).onConflictDoNothing();
  const [state] = await db.select().from(deviceState).where(eq(deviceState.vending_machine_id, device.machineId));
  return state!;
}

/** Does an If-None-Match header name this ETag (weak comparison, lists and `*` included)? */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

async function coilsOf(db: Db, machineId: number) {
  const rows = await db
    .select({ slot: vmSlots, product: { id: products.id, sku: products.sku, name: products.name, mrp: products.mrp } })
    .from(vmSlots).leftJoin(products, eq(products.id, vmSlots.product_id))
    .where(eq(vmSlots.vending_machine_id, machineId))
    .orderBy(asc(vmSlots.row), asc(vmSlots.column), asc(vmSlots.id));
  return rows.map(({ slot, product }) => ({
    coil: slot.coil, row: slot.row, column: slot.column,
    product: product?.id ? { id: product.id, sku: product.sku, name: product.name } : null,
    price: product?.id ? product.mrp : null,
    capacity: slot.item_layout_max,
    blocked: !slot.motor_activated,
  }));
}

async function offersOf(db: Db, machine: typeof vm.$inferSelect, now: Date): Promise<DeviceConfigAnswer['offers']> {
  const linkedHere = sql`exists (select 1 from offer_machines m where m.offer_id = ${offers.id} and m.vending_machine_id = ${machine.id})`;
  const linkedNowhere = sql`not exists (select 1 from offer_machines m where m.offer_id = ${offers.id})`;
  const rows = await db.select().from(offers).where(and(
    eq(offers.company_id, machine.company_id), isNull(offers.deleted_at), eq(offers.status, OFFER_STATUS.active), gt(offers.end_at, now),
    sql`${offers.channels} @> ${JSON.stringify([DEVICE_APP_CHANNEL])}::jsonb`,
    or(linkedHere, and(linkedNowhere, offerReachesSql(machine))),
  )).orderBy(asc(offers.id));
  if (!rows.length) return [];
  const subs = await db.select().from(subOffers).where(and(inArray(subOffers.offer_id, rows.map((o) => o.id)), eq(subOffers.is_active, true))).orderBy(asc(subOffers.id));
  const lines = subs.length ? await db.select().from(subOfferProducts).where(inArray(subOfferProducts.sub_offer_id, subs.map((s) => s.id))).orderBy(asc(subOfferProducts.id)) : [];
  return rows.map((o) => ({
    id: o.id, name: o.name, offer_type: o.offer_type, weekdays: o.weekdays, start_time: o.start_time, end_time: o.end_time,
    start_at: o.start_at.toISOString(), end_at: o.end_at.toISOString(),
    sub_offers: subs.filter((s) => s.offer_id === o.id).map((s) => ({
      id: s.id, label: s.label, offer_price: s.offer_price,
      products: lines.filter((l) => l.sub_offer_id === s.id).map((l) => ({
        product_id: l.product_id, is_primary: l.is_primary, offer_value: l.offer_value, buy_qty: l.buy_qty, free_qty: l.free_qty, max_buy_qty: l.max_buy_qty,
      })),
    })),
  }));
}

/** An unlinked offer's scope reaching this machine, in SQL over the offer's columns (offer-pricing.ts scopeReaches). */
function offerReachesSql(machine: typeof vm.$inferSelect) {
  return sql`(${offers.franchise_id} is null or ${offers.franchise_id} = ${machine.franchise_id ?? -1})
    and (${offers.scope} = 'COMPANY' or (${offers.scope} = 'ZONE' and ${offers.zone_id} = ${machine.zone_id ?? -1})
      or (${offers.scope} = 'RETAILER' and ${offers.retailer_id} = ${machine.retailer_id ?? -1}))`;
}

async function negativeItemsOf(db: Db, machineId: number, now: Date): Promise<DeviceConfigAnswer['negative_items']> {
  const items = await db.select({ id: negativeItems.id, start: negativeItems.start_date, end: negativeItems.end_date })
    .from(negativeItems).innerJoin(negativeItemMachines, eq(negativeItemMachines.negative_item_id, negativeItems.id))
    .where(and(eq(negativeItemMachines.vending_machine_id, machineId), eq(negativeItems.status, 1), isNull(negativeItems.deleted_at), gt(negativeItems.end_date, now)))
    .orderBy(asc(negativeItems.id));
  if (!items.length) return [];
  const links = await db.select().from(negativeItemProducts).where(inArray(negativeItemProducts.negative_item_id, items.map((i) => i.id)));
  return items.map((i) => ({
    id: i.id, channels: [...CUSTOMER_PLATFORM_CHANNELS], start_at: i.start.toISOString(), end_at: i.end.toISOString(),
    product_ids: links.filter((l) => l.negative_item_id === i.id).map((l) => l.product_id).sort((a, b) => a - b),
  }));
}

/** The whole answer of GET /device/v1/config at `version`. */
export async function buildConfig(db: Db, machineId: number, state: { config_version: number; config_changed_at: Date }, now: Date): Promise<DeviceConfigAnswer> {
  const [machine] = await db.select().from(vm).where(eq(vm.id, machineId));
  if (!machine) throw new ApiError(404, 'Vending machine not found.');
  const [template] = machine.vm_template_id === null ? [] : await db.select().from(vmTemplates).where(eq(vmTemplates.id, machine.vm_template_id));
  const [board] = machine.board_settings_template_id === null ? [] : await db.select().from(boardSettingsTemplates).where(eq(boardSettingsTemplates.id, machine.board_settings_template_id));
  const ads = await db.select({ id: advertisements.id, name: advertisements.name, screen_type: advertisements.screen_type, video_key: advertisements.video_key, video_type: advertisements.video_type, video_size: advertisements.video_size })
    .from(advertisements).innerJoin(advertisementMachines, eq(advertisementMachines.advertisement_id, advertisements.id))
    .where(and(eq(advertisementMachines.vending_machine_id, machineId), eq(advertisements.status, AD_ACTIVE), isNull(advertisements.deleted_at)))
    .orderBy(asc(advertisements.id));
  return {
    version: state.config_version,
    changed_at: state.config_changed_at.toISOString(),
    machine: { id: machine.id, code: machine.code, name: machine.name, rows: machine.rows, columns: machine.columns },
    coils: await coilsOf(db, machineId),
    timeouts: template ? {
      screen_inactivity: template.screen_inactivity_timeout, cart_reset: template.cart_reset_timeout, payment: template.payment_timeout,
      post_dispense: template.post_dispense_timeout, unlock: template.unlock_time, dispense_later: template.dispense_later_timeout,
      dispense_cancellation: template.dispense_cancellation_timeout,
    } : null,
    board: board ? { network_priority: board.network_priority, expiry_display: board.expiry_display, non_available_display: board.non_available_display } : null,
    ads,
    offers: await offersOf(db, machine, now),
    negative_items: await negativeItemsOf(db, machineId, now),
  };
}

/** GET /device/v1/config: 304 when If-None-Match names the current version, else the config with its ETag. */
export async function configAnswer(c: Context, db: Db, device: Device, now: Date) {
  const state = await stateOf(db, device, now);
  const etag = configETag(state.config_version);
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.json(await buildConfig(db, device.machineId, state, now));
}

/** POST /device/v1/config/ack: the device applied `version`. A version never issued is refused; an older one than applied changes nothing. */
export async function acknowledge(c: Context, services: Pick<Services, 'db' | 'live'>, device: Device, now: Date) {
  const [error, body] = validate(await readBody(c), ConfigAck);
  if (error) throw invalid([{ path: 'version', message: 'Expected the config version applied, a whole number from 1.' }]);
  const answer = await services.db.transaction(async (tx) => {
    const [state] = await tx.select().from(deviceState).where(eq(deviceState.vending_machine_id, device.machineId)).for('update');
    const current = state?.config_version ?? 0;
    if (!state || body.version > current) throw invalid([{ path: 'version', message: CONFIG_MESSAGES.versionNotIssued(body.version, current) }]);
    let applied = { version: state.config_applied_version, at: state.config_applied_at };
    if (applied.version === null || body.version > applied.version) {
      await tx.update(deviceState).set({ config_applied_version: body.version, config_applied_at: now }).where(eq(deviceState.vending_machine_id, device.machineId));
      applied = { version: body.version, at: now };
    }
    return { version: applied.version!, applied_at: applied.at!.toISOString(), pending: applied.version! < current };
  });
  // The machine's view shows "applied" without a reload.
  services.live.publish('vm-status', device.companyId, { type: 'VM_CONFIG', vending_machine_id: device.machineId, config_applied_version: answer.version },
    { franchiseId: device.franchiseId, machineId: device.machineId });
  return answer;
}

