/**
 * The signed-in user's gates on a shipping order. The session does not carry a store manager's
 * store, but the server lists and reads only their own store's orders, so an order a store
 * manager sees is their store's.
 */
import type { Infer } from 'superstruct';
import type { Shipping } from '../../../contract/actions/shipping.ts';
import { shippingGates } from '../../../machines/records/shippingOrder.ts';
import { useCurrentUser } from '../../platform/session/session.ts';

export function useShippingGates(order: Infer<typeof Shipping> | null) {
  const role = useCurrentUser()?.Role.role_code ?? '';
  if (!order) return shippingGates('', { role_code: role, store_id: null }, { destination_store_id: null, delivery_partner_id: null });
  return shippingGates(
    order.status,
    { role_code: role, store_id: role === 'ROLE_STORE_MANAGER' ? order.destination.id : null },
    { destination_store_id: order.destination.id, delivery_partner_id: order.delivery_partner?.id ?? null },
  );
}
