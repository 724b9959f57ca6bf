/**
 * The two returns of procurement (issue "Procurement end to end"): a purchase return records
 * what goes back against a purchase order; the supplier return is the warehouse → supplier
 * order that takes the units out of the warehouse when executed. Both are created, then
 * executed or cancelled, and both ends are final.
 */
import { PURCHASE_RETURN_STATUS, SUPPLIER_RETURN_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const purchaseReturnLifecycle = defineLifecycle({
  id: 'purchaseReturn',
  statuses: PURCHASE_RETURN_STATUS,
  initial: 'created',
  transitions: { created: { 'purchaseReturn.execute': 'executed', 'purchaseReturn.cancel': 'cancelled' } },
  pastTense: { 'purchaseReturn.execute': 'executed', 'purchaseReturn.cancel': 'cancelled' },
});

export const supplierReturnLifecycle = defineLifecycle({
  id: 'supplierReturn',
  statuses: SUPPLIER_RETURN_STATUS,
  initial: 'created',
  transitions: { created: { 'supplierReturn.execute': 'executed', 'supplierReturn.cancel': 'cancelled' } },
  pastTense: { 'supplierReturn.execute': 'executed', 'supplierReturn.cancel': 'cancelled' },
});

/** A return's lines may change only while it is Created (nothing has left the warehouse). */
export const mayChangeReturn = (status: string) => status === PURCHASE_RETURN_STATUS.created;

/** Units that may still go back per product: received less already returned. */
export function returnableUnits(received: ReadonlyMap<number, number>, returned: ReadonlyMap<number, number>): Map<number, number> {
  return new Map([...received].map(([product, units]) => [product, Math.max(0, units - (returned.get(product) ?? 0))]));
}

/** A supplier return's lines may change only while it is Created (its units wait in transit). */
export const mayChangeSupplierReturn = (status: number) => status === SUPPLIER_RETURN_STATUS.created;
