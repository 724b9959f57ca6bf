/**
 * One example event of each kind (contract/device.ts): shown in the OpenAPI document, in
 * docs/device-protocol.md and checked against the kind's struct by tests/unit/device-openapi.test.ts,
 * so the examples an integrator copies are ones the gateway takes.
 */
import type { DeviceEventKind, DeviceEventOf } from './device.ts';

const at = '2026-11-28T19:58:04Z';

export const DEVICE_EVENT_EXAMPLES: { [K in DeviceEventKind]: DeviceEventOf<K> } = {
  heartbeat: { id: '0b9d8f2e-6c1a-4f3e-9a57-2d7c1e4b8a01', at, kind: 'heartbeat', firmware: 'v2.5.0', signal: -71, temperature: 6.5 },
  status: { id: '4f0c3a9b-1d2e-4b5f-8a6c-7e9d0f1a2b02', at, kind: 'status', status: 'maintenance' },
  vend: {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c03', at, kind: 'vend',
    lines: [{ coil: '11', quantity: 2, vended: 1 }, { coil: '23', quantity: 1, vended: 1, price: 40 }],
    payment_mode: 'UPI', payment_status: 1, amount: 100, channel: 3,
  },
  payment: { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e04', at, kind: 'payment', cart_id: 'CART-7Q2M9X', outcome: 'timed_out' },
  motor_fault: { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f05', at, kind: 'motor_fault', coil: '11', motor_status: 'jammed', reason: 'Spiral stuck' },
  motor_fixed: { id: '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a06', at, kind: 'motor_fixed', coil: '11' },
  drop_sensor_failed: { id: '4f5a6b7c-8d9e-4f0a-1b2c-3d4e5f6a7b07', at, kind: 'drop_sensor_failed' },
  drop_sensor_fixed: { id: '9e0f1a2b-3c4d-4e5f-8a7b-8c9d0e1f2a12', at, kind: 'drop_sensor_fixed' },
  door: { id: '5a6b7c8d-9e0f-4a1b-2c3d-4e5f6a7b8c08', at, kind: 'door', open: true },
  levels: { id: '6b7c8d9e-0f1a-4b2c-3d4e-5f6a7b8c9d09', at, kind: 'levels', reason: 'count', coils: [{ coil: '11', quantity: 7 }, { coil: '12', quantity: 0 }] },
  refill_done: { id: '7c8d9e0f-1a2b-4c3d-4e5f-6a7b8c9d0e10', at, kind: 'refill_done', plan_id: 'RP-1042', coils: [{ coil: '11', quantity: 10 }] },
  expired: { id: '8d9e0f1a-2b3c-4d4e-5f6a-7b8c9d0e1f11', at, kind: 'expired', coils: [{ coil: '31', quantity: 4 }] },
};
