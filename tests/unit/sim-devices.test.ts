/**
 * The simulated machines' events (server/sim/devices.ts) are events the gateway takes
 * (contract/device.ts), and they tell what a machine would: a motor that is off drops nothing,
 * no unit drops beyond what was asked or what the coil holds, a fault is not reported twice,
 * expired units are reported once.
 */
import { describe, expect, it } from 'vitest';
import { readEvent } from '../../server/device/events.ts';
import { createRandom } from '../../server/seed/random.ts';
import {
  abandonedPaymentEvent, chooseCoils, countEvent, expiredEvent, expiryKey, faultEvent, heartbeatEvent, motorFixedEvent,
  offeredCoils, statusEvent, unpaidVendEvent, vendEvent, type DeviceCoil,
} from '../../server/sim/devices.ts';

const now = new Date('2026-11-28T19:58:04Z');
const coils: DeviceCoil[] = [
  { coil: '11', quantity: 5, price: 30, motorOn: true, expiresOn: null },
  { coil: '12', quantity: 1, price: 45.5, motorOn: true, expiresOn: '2027-01-01' },
  { coil: '13', quantity: 3, price: 20, motorOn: false, expiresOn: null },
  { coil: '14', quantity: 0, price: 20, motorOn: true, expiresOn: null },
  { coil: '21', quantity: 4, price: 60, motorOn: true, expiresOn: '2026-11-20' },
];
const taken = (event: unknown) => expect(readEvent(event), JSON.stringify(event)).toEqual({ event });

describe('the simulated machine\'s events', () => {
  it('are all taken by the gateway\'s structs', () => {
    const random = createRandom(53);
    for (let i = 0; i < 200; i++) {
      const picks = chooseCoils(random, offeredCoils(coils, now));
      taken(vendEvent(random, picks, now));
      taken(vendEvent(random, picks, now, { cart_id: 'CART-1', amount: 12.5 }));
      taken(unpaidVendEvent(random, picks, now, random.chance(0.5)));
      const fault = faultEvent(random, coils, now, { motors: new Map(), dropSensor: false });
      if (fault) taken(fault);
      taken(heartbeatEvent(random, now, 'v2.5.0'));
    }
    taken(heartbeatEvent(createRandom(1), now, null));
    taken(abandonedPaymentEvent('CART-1', now, true));
    taken(motorFixedEvent('11', now));
    taken(statusEvent('maintenance', now));
    taken(countEvent(coils, now));
    taken(expiredEvent(coils, now, new Set()));
  });

  it('offers only stocked coils whose units have not expired', () => {
    expect(offeredCoils(coils, now).map((c) => c.coil)).toEqual(['11', '12', '13']);
  });

  it('drops nothing from a coil whose motor is off, and never more than asked or held', () => {
    const random = createRandom(7);
    let offSeen = 0;
    for (let i = 0; i < 300; i++) {
      const event = vendEvent(random, chooseCoils(random, offeredCoils(coils, now)), now);
      for (const line of event.lines) {
        const coil = coils.find((c) => c.coil === line.coil)!;
        expect(line.vended).toBeLessThanOrEqual(Math.min(line.quantity, coil.quantity));
        if (!coil.motorOn) {
          offSeen++;
          expect(line.vended).toBe(0);
        }
      }
      expect(event.amount).toBe(event.lines.reduce((n, l) => n + coils.find((c) => c.coil === l.coil)!.price * l.quantity, 0));
    }
    expect(offSeen).toBeGreaterThan(0);
  });

  it('pays the cart\'s price when the console priced one, and pays nothing when the customer walks away', () => {
    const random = createRandom(3);
    const picks = chooseCoils(random, offeredCoils(coils, now));
    expect(vendEvent(random, picks, now, { cart_id: 'CART-9', amount: 17 })).toMatchObject({ cart_id: 'CART-9', amount: 17, payment_status: 1 });
    const walked = unpaidVendEvent(random, picks, now, true);
    expect(walked).toMatchObject({ amount: 0, payment_status: 0 });
    expect(walked.lines.every((l) => l.vended === 0)).toBe(true);
    expect(unpaidVendEvent(random, picks, now, false).payment_status).toBe(3);
  });

  it('reports a motor fault only on a running, stocked coil without one, and the drop sensor once', () => {
    const random = createRandom(11);
    const motors = new Map([['11', 'jammed' as const], ['21', 'failed' as const]]);
    for (let i = 0; i < 100; i++) {
      const fault = faultEvent(random, coils, now, { motors, dropSensor: true });
      if (fault) expect(fault).toMatchObject({ kind: 'motor_fault', coil: '12' });
    }
  });

  it('reports expired units once per best-before', () => {
    const first = expiredEvent(coils, now, new Set());
    expect(first?.coils).toEqual([{ coil: '21', quantity: 4 }]);
    expect(expiredEvent(coils, now, new Set([expiryKey(coils[4]!)]))).toBeNull();
  });
});
