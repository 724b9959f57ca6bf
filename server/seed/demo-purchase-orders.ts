/**
 * Demo purchase orders in every status, written through the console's own actions (runAs), so
 * what was received is on the warehouses' shelves and in the stock ledger, the history has its
 * steps, and a cancelled order's mail to its supplier is in the outbox. One warehouse asks for
 * approval, with one order waiting for it and one approved.
 */
import { eq, inArray } from 'drizzle-orm';
import type { InputOf } from '../../contract/action.ts';
import { approvePurchaseOrder, createPurchaseOrder, managePurchaseOrder } from '../../contract/actions/purchase-orders.ts';
import { createPurchaseReturn, managePurchaseReturn } from '../../contract/actions/purchase-returns.ts';
import type { PurchaseOrderCode } from '../../contract/actions/purchase-orders.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { supplierProductTerms, warehouses } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

const DAY = 86_400_000;
type Step = InputOf<typeof managePurchaseOrder>['new_status'];

/** The status each demo order ends in, and the steps that take it there (partial: half of each line). */
const PLANS: { end: PurchaseOrderCode; steps: (Step | 'APPROVE' | 'PARTIAL')[] }[] = [
  { end: 'DRAFT', steps: [] },
  { end: 'DRAFT', steps: [] },
  { end: 'CREATED', steps: [] },
  { end: 'CREATED', steps: [] },
  { end: 'SHIPPED', steps: ['SHIPPED'] },
  { end: 'SHIPPED', steps: ['SHIPPED'] },
  { end: 'PARTIALLY_RECEIVED', steps: ['SHIPPED', 'PARTIAL'] },
  { end: 'PARTIALLY_RECEIVED', steps: ['PARTIAL'] },
  { end: 'RECEIVED', steps: ['SHIPPED', 'RECEIVED'] },
  { end: 'RECEIVED', steps: ['SHIPPED', 'PARTIAL', 'RECEIVED'] },
  { end: 'EXECUTED', steps: ['SHIPPED', 'RECEIVED', 'EXECUTED'] },
  { end: 'EXECUTED', steps: ['RECEIVED', 'EXECUTED'] },
  { end: 'CANCELLED', steps: ['CANCELLED'] },
  { end: 'CANCELLED', steps: ['SHIPPED', 'CANCELLED'] },
];

export async function seedPurchaseOrders({ db, core }: SeedContext) {
  const random = createRandom(2_718_281);
  const admin = await callerByEmail(db, 'admin@demo.local');
  const services = { db, mail: createMailer({ dropDir: null }) };
  const terms = await db.select().from(supplierProductTerms);
  const bySupplier = new Map<number, typeof terms>();
  for (const t of terms) bySupplier.set(t.supplier_id, [...(bySupplier.get(t.supplier_id) ?? []), t]);
  const supplierIds = [...bySupplier.keys()].sort((a, b) => a - b);
  const companyWarehouses = await db.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, core.warehouseIds));
  const approving = companyWarehouses.at(-1)!.id;
  await db.update(warehouses).set({ po_approval_required: true }).where(eq(warehouses.id, approving));

  const orders = PLANS.map((plan, i) => ({ plan, supplierId: supplierIds[i % supplierIds.length]!, warehouseId: core.warehouseIds[i % (core.warehouseIds.length - 1)]! }));
  // The approving warehouse: one order waiting for approval, one approved and shipped.
  orders.push({ plan: { end: 'CREATED', steps: [] }, supplierId: supplierIds[0]!, warehouseId: approving });
  orders.push({ plan: { end: 'SHIPPED', steps: ['APPROVE', 'SHIPPED'] }, supplierId: supplierIds[1]!, warehouseId: approving });

  const received: { id: number; lines: { product_id: number; received_quantity: number }[]; at: number }[] = [];
  for (const [i, { plan, supplierId, warehouseId }] of orders.entries()) {
    let at = Date.now() - (orders.length - i) * 2 * DAY;
    const offered = bySupplier.get(supplierId)!;
    const start = random.int(0, offered.length - 1);
    const chosen = Array.from({ length: random.int(2, Math.min(5, offered.length)) }, (_, j) => offered[(start + j) % offered.length]!);
    const lines = chosen.map((t) => ({ product_id: t.product_id, quantity: t.min_quantity * random.int(1, 3), price: Number(t.selling_price) }));
    const input: InputOf<typeof createPurchaseOrder> = {
      supplier_id: supplierId, warehouse_id: warehouseId, tax_type: i % 3 === 0 ? 'INTER_STATE' : 'INTRA_STATE', lines,
      status: plan.end === 'DRAFT' ? 'DRAFT' : 'CREATED',
    };
    let order = (await runAs(services, admin, createPurchaseOrder, input, new Date(at))).data;
    for (const step of plan.steps) {
      at += random.int(4, 30) * 3_600_000;
      const when = new Date(at);
      if (step === 'APPROVE') {
        order = (await runAs(services, admin, approvePurchaseOrder, { id: order.id, version: order.version }, when)).data;
        continue;
      }
      const partial = step === 'PARTIAL';
      const received = partial ? order.lines.map((l) => ({ product_id: l.product_id, quantity: Math.ceil((l.purchased_quantity - l.received_quantity) / 2) })) : undefined;
      const invoice = step === 'EXECUTED' ? { invoice_number: `INV-${2026}-${String(1000 + i)}`, invoice_date: when.toISOString().slice(0, 10) } : {};
      order = (await runAs(services, admin, managePurchaseOrder, {
        id: order.id, version: order.version, new_status: partial ? 'PARTIALLY_RECEIVED' : step, ...(received ? { received } : {}), ...invoice,
      }, when)).data;
    }
    if (order.status !== plan.end) throw new Error(`demo purchase order ${order.id} ended ${order.status}, not ${plan.end}`);
    if (['RECEIVED', 'EXECUTED'].includes(order.status)) received.push({ id: order.id, lines: order.lines, at });
  }
  // A return in each state: one waiting, one executed (its units gone back), one cancelled.
  for (const [i, end] of (['CREATED', 'EXECUTED', 'CANCELLED'] as const).entries()) {
    const order = received[i]!;
    const when = new Date(order.at + DAY);
    const lines = order.lines.slice(0, 2).map((l, j) => ({ product_id: l.product_id, quantity: Math.min(2, l.received_quantity), reason: j === 0 ? 'Damaged in transit' : 'Short expiry' }));
    const ret = (await runAs(services, admin, createPurchaseReturn, { purchase_order_id: order.id, lines }, when)).data;
    if (end !== 'CREATED') await runAs(services, admin, managePurchaseReturn, { id: ret.id, version: ret.version, new_status: end }, new Date(when.getTime() + 3_600_000));
  }
}
