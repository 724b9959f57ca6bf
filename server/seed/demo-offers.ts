/**
 * Demo offers (discounts): one or more in every status, so the list, the views and the status
 * commands always have something to show. "Buy 2 Get 1 Free" (type 5) runs on the first
 * company machine that has stocked slots, on products it sells, so the simulator's vends there
 * can be priced by it. Added after every other step; it writes only offers tables.
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { OFFER_STATUS, OFFER_TYPE } from '../../contract/offers.ts';
import { offerHistory, offerMachines, offers, products, subOfferProducts, subOffers, vendingMachines, vmSlots } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

interface DemoLine { product: number; primary?: boolean; value?: number; maxBuy?: number; buy?: number; free?: number; stock?: number }
interface DemoOffer {
  name: string; type: number; status: number; start: string; end: string;
  machines: number[]; label: string; price?: number; lines: DemoLine[];
  repeat?: string; weekdays?: number[]; window?: string; startTime?: string; endTime?: string;
}

export async function seedOffers({ db, core }: SeedContext) {
  const [first] = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .innerJoin(vmSlots, eq(vmSlots.vending_machine_id, vendingMachines.id))
    .where(and(eq(vendingMachines.company_id, core.companyId), isNull(vendingMachines.franchise_id), isNull(vendingMachines.deleted_at),
      eq(vendingMachines.status, 1), gt(vmSlots.quantity, 0), isNotNull(vmSlots.product_id)))
    .orderBy(asc(vendingMachines.id)).limit(1);
  if (!first) return;
  const machineId = first.id;
  const sold = await db.selectDistinct({ id: products.id, mrp: products.mrp }).from(vmSlots)
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(and(eq(vmSlots.vending_machine_id, machineId), gt(vmSlots.quantity, 0))).orderBy(products.id).limit(6);
  if (sold.length < 4) return;
  const [a, b, c, d] = sold as [typeof sold[0], typeof sold[0], typeof sold[0], typeof sold[0]];
  const flatOff = Math.max(1, Math.min(5, Math.floor(a.mrp) - 1));

  const list: DemoOffer[] = [
    { name: 'Buy 2 Get 1 Free', type: OFFER_TYPE.buyXGetY, status: OFFER_STATUS.active, start: '2026-01-01', end: '2030-12-31',
      machines: [machineId], label: 'Buy 2 get 1', lines: [{ product: b.id, buy: 2, free: 1, maxBuy: 6, stock: 100 }] },
    { name: 'Flat Rs 5 Off', type: OFFER_TYPE.flat, status: OFFER_STATUS.active, start: '2026-01-01', end: '2030-12-31',
      machines: [machineId], label: 'Flat off', lines: [{ product: a.id, value: flatOff, maxBuy: 3, stock: 200 }] },
    { name: 'Ten Percent Off', type: OFFER_TYPE.percentage, status: OFFER_STATUS.active, start: '2026-01-01', end: '2030-12-31',
      machines: [machineId], label: '10% off', lines: [{ product: c.id, value: 10, maxBuy: 4, stock: 150 }] },
    { name: 'Weekend Snack Combo', type: OFFER_TYPE.combo, status: OFFER_STATUS.paused, start: '2026-01-01', end: '2030-12-31',
      machines: [machineId], label: 'Snack combo', price: Math.max(1, Math.floor(c.mrp + d.mrp) - 10), repeat: 'WEEKEND', weekdays: [1, 7],
      lines: [{ product: c.id, primary: true, value: 0, maxBuy: 1 }, { product: d.id, primary: false, value: 0, maxBuy: 1 }] },
    { name: 'Late Night Clearance', type: OFFER_TYPE.liquidation, status: OFFER_STATUS.suspended, start: '2026-01-01', end: '2030-12-31',
      machines: [machineId], label: 'Clearance', window: 'LATE_NIGHT', startTime: '23:00', endTime: '03:00',
      lines: [{ product: d.id, value: 30, maxBuy: 5, stock: 50 }] },
    { name: 'Diwali Flat Deal', type: OFFER_TYPE.flat, status: OFFER_STATUS.expired, start: '2026-10-15', end: '2026-11-05',
      machines: [machineId], label: 'Diwali', lines: [{ product: a.id, value: flatOff, maxBuy: 2, stock: 100 }] },
  ];

  const createdAt = new Date('2026-11-01T09:00:00Z');
  for (const o of list) {
    const [offer] = await db.insert(offers).values({
      company_id: core.companyId, name: o.name, offer_type: o.type, status: o.status, scope: 'COMPANY', channels: [1, 2, 3],
      repeat_option: o.repeat ?? 'DAILY', weekdays: o.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
      time_window: o.window ?? 'FULL_DAY', start_time: o.startTime ?? '00:00', end_time: o.endTime ?? '23:59', offer_source: 'ERP',
      start_at: new Date(`${o.start}T00:00:00Z`), end_at: new Date(`${o.end}T23:59:59Z`), created_by: core.adminId, created_at: createdAt, updated_at: createdAt,
    }).returning({ id: offers.id });
    if (!offer) continue;
    await db.insert(offerMachines).values(o.machines.map((vm) => ({ offer_id: offer.id, vending_machine_id: vm })));
    const [sub] = await db.insert(subOffers).values({ offer_id: offer.id, offer_type_id: o.type, label: o.label, offer_price: o.price ?? null })
      .returning({ id: subOffers.id });
    if (!sub) continue;
    await db.insert(subOfferProducts).values(o.lines.map((l) => ({
      sub_offer_id: sub.id, product_id: l.product, is_primary: l.primary ?? true, offer_value: l.value ?? null,
      max_buy_qty: l.maxBuy ?? null, buy_qty: l.buy ?? null, free_qty: l.free ?? null, total_stock: l.stock ?? null,
    })));
    await db.insert(offerHistory).values({ offer_id: offer.id, event: 'CREATED', status: OFFER_STATUS.active, user_id: core.adminId, at: createdAt });
    if (o.status !== OFFER_STATUS.active) {
      await db.insert(offerHistory).values({
        offer_id: offer.id, event: o.status === OFFER_STATUS.expired ? 'EXPIRED' : 'STATUS', status: o.status,
        changes: { status: [OFFER_STATUS.active, o.status] }, user_id: o.status === OFFER_STATUS.expired ? null : core.adminId,
        at: new Date(o.status === OFFER_STATUS.expired ? `${o.end}T23:59:59Z` : '2026-11-10T09:00:00Z'),
      });
    }
  }
}
