/**
 * create.test_vend and create.third_party_sale: sales the console starts, vended and priced by
 * the simulator's sale path (server/sim/vend.ts `simulateVend` with an asked-for cart), so they
 * are recorded exactly like the machines' own sales. The caller's reach is checked first (a
 * machine or platform out of reach is 404); the audit row is written in the sale's transaction.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/sales.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import { vendingMachines as vm } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { createRandom } from '../seed/random.ts';
import { simulateVend, type SimulatedVend, type VendOptions } from '../sim/vend.ts';
import { machineRecord } from '../records/vending-machine.ts';
import { platformRecord } from '../records/platform.ts';
import type { Services } from '../context.ts';

type Deps = Pick<Services, 'db' | 'live' | 'now'>;

async function machineInReach(db: Services['db'], caller: Caller, id: number) {
  const [machine] = await db.select({ id: vm.id }).from(vm).where(and(eq(vm.id, id), machineRecord.scope(caller)));
  if (!machine) throw notFound('Vending machine');
  return machine;
}

function resultOf(vend: SimulatedVend, message: string) {
  return {
    data: {
      order_db_id: vend.orderDbId, order_id: vend.orderId, vend_status: vend.vendStatus,
      amount: vend.amount, discount: vend.discount, coupon_discount: vend.couponDiscount, message,
    },
  };
}

/** One asked-for sale, audited under `action` on `entity` in its own transaction. */
async function sell(deps: Deps, caller: Caller, machineId: number, channel: 1 | 2 | 3, options: VendOptions, entry: { action: string; entity: 'vending_machine' | 'platform'; entityId: number }) {
  // A sale's jams are the machine's: drawn, like the simulator's, from a seeded stream (here the moment of the request).
  const random = createRandom(deps.now().getTime() % 2_147_483_647);
  const vend = await simulateVend(deps, random, machineId, channel, {
    ...options,
    onRecorded: (tx, order) => audit(tx, caller, {
      action: entry.action, entity: entry.entity, entity_id: entry.entityId,
      after: { order_db_id: order.id, order_id: order.order_id, vending_machine_id: machineId, channel: order.channel, amount: order.amount, discount: order.discount, coupon_code: order.coupon_code, cart: options.cart },
    }),
  });
  if (!vend) throw notFound('Vending machine');
  return vend;
}

export const saleHandlers = [
  handle(contract.createTestVend, async (input, ctx) => {
    const caller = callerOf(ctx);
    await machineInReach(ctx.db, caller, input.vending_machine_id);
    const vend = await sell(ctx, caller, input.vending_machine_id, input.channel, {
      cart: [{ productId: input.product_id, quantity: input.quantity }], couponCode: input.coupon_code,
    }, { action: contract.createTestVend.name, entity: 'vending_machine', entityId: input.vending_machine_id });
    return resultOf(vend, contract.SALE_MESSAGES.testVendDone(vend.orderId));
  }),

  handle(contract.createThirdPartySale, async (input, ctx) => {
    const caller = callerOf(ctx);
    await platformRecord.read(ctx.db, caller, input.platform_id);
    await machineInReach(ctx.db, caller, input.vending_machine_id);
    const vend = await sell(ctx, caller, input.vending_machine_id, input.channel, {
      cart: input.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })), couponCode: input.coupon_code,
      platform: { id: input.platform_id, externalOrderId: input.external_order_id.trim() },
    }, { action: contract.createThirdPartySale.name, entity: 'platform', entityId: input.platform_id });
    return resultOf(vend, contract.SALE_MESSAGES.platformSaleDone(vend.orderId));
  }),
];
