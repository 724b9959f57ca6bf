/**
 * Demo customer feedback and consumers' requested products (issue 42). Product feedback that came
 * from a sale (source Consumer App, at a machine) gets the order it is about — the machine's last
 * order with that product before the feedback (one SQL statement, no random); machine feedback
 * keeps the orders its own step gave it.
 * Then a handful of consumers' requests, at company and franchise machines, in every state: open,
 * and turned into a catalogue product request that is Requested, In Review, Added or Declined.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { consumerProductRequests, orderLines, orders, productFeedback, productRequests, products, vendingMachines } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const ASKED = [
  'Jaljeera Sparkling Can', 'Millet Granola Bar', 'Sattu Energy Drink', 'Mango Lassi Bottle', 'Cold Brew Tonic',
  'Jowar Puffs', 'Sugar-free Mint Gum', 'Almond Milk Shake', 'Chikki Peanut Bar', 'Kerala Banana Chips',
] as const;
/** The catalogue state of each request above (null: still open, no product request yet). */
const STATES = [null, 'REQUESTED', 'IN_REVIEW', 'ADDED', 'DECLINED', null, 'REQUESTED', null, 'DECLINED', null] as const;
const REMARKS: Record<string, string> = {
  REQUESTED: '',
  IN_REVIEW: 'Asking two suppliers for a price',
  ADDED: 'Listed from the regular beverages supplier',
  DECLINED: 'Shelf life too short for our machines',
};

export async function seedFeedbackOrders(db: Pick<SeedContext, 'db'>['db']) {
  const pf = productFeedback;
  await db.update(pf).set({
    order_id: sql`(select ${orders.id} from ${orders} join ${orderLines} on ${orderLines.order_id} = ${orders.id}
      where ${orders.vending_machine_id} = ${pf.vending_machine_id} and ${orderLines.product_id} = ${pf.product_id} and ${orders.created_at} <= ${pf.created_at}
      order by ${orders.created_at} desc, ${orders.id} desc limit 1)`,
  }).where(and(eq(pf.source, 'Consumer App'), isNotNull(pf.vending_machine_id), isNull(pf.order_id)));
}

export async function seedCustomerFeedback({ db, core, machineIds, productIds }: SeedContext) {
  await seedFeedbackOrders(db);

  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 20, 9, 0, 0);
  const machines = await db.select({ id: vendingMachines.id, name: vendingMachines.name, franchise_id: vendingMachines.franchise_id }).from(vendingMachines)
    .where(eq(vendingMachines.company_id, core.companyId)).orderBy(asc(vendingMachines.id));
  const known = new Set(machineIds);
  const ofFranchise = machines.filter((m) => known.has(m.id) && m.franchise_id === core.independentFranchiseId);
  const ofCompany = machines.filter((m) => known.has(m.id) && m.franchise_id === null);
  const [added] = await db.select({ id: products.id }).from(products).where(eq(products.id, productIds[0]!));

  for (const [i, name] of ASKED.entries()) {
    // Every other request at a franchise machine (North Star's staff see theirs), the rest at company machines.
    const pool = i % 2 === 1 && ofFranchise.length ? ofFranchise : ofCompany.length ? ofCompany : machines;
    const machine = pool[Math.floor(i / 2) % pool.length]!;
    const asks = [14, 9, 6, 23, 4, 2, 11, 5, 3, 7][i]!;
    const first = new Date(now - (40 + i * 3) * day);
    const last = new Date(now - (i % 4) * day - i * 3_600_000);
    const state = STATES[i]!;
    let requestId: number | null = null;
    if (state) {
      const [request] = await db.insert(productRequests).values({
        company_id: core.companyId,
        product_name: name,
        description: `Asked ${asks} times by consumers at ${machine.name}.`,
        requester_type: 'Other',
        requester_name: 'Consumer App',
        urgency: asks >= 10 ? 'Urgent' : 'Nice To have',
        preferable_time: 'Always',
        vending_machine_id: machine.id,
        status: state,
        status_remark: REMARKS[state]!,
        product_id: state === 'ADDED' ? added?.id ?? null : null,
        requested_by: core.adminId,
        created_at: new Date(last.getTime() + 3_600_000),
        updated_at: new Date(last.getTime() + (state === 'REQUESTED' ? 3_600_000 : day)),
      }).returning({ id: productRequests.id });
      requestId = request!.id;
    }
    await db.insert(consumerProductRequests).values({
      company_id: core.companyId,
      vending_machine_id: machine.id,
      product_name: name,
      ask_count: asks,
      first_asked_at: first,
      last_asked_at: last,
      product_request_id: requestId,
      created_at: first,
      updated_at: requestId ? new Date(last.getTime() + 3_600_000) : last,
    });
  }
}
