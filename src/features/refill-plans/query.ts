/** The query parameters the refill plan screens take (domain.md §2 "Refills"), parsed. */
import { useSearchParams } from 'wouter';
import { parseId } from '../../platform/record/parse-id.ts';

export function useRefillQuery() {
  const [params] = useSearchParams();
  return {
    vmId: parseId(params.get('vmId')),
    refillPlanId: parseId(params.get('refillPlanId')),
    returnRefillOrderId: parseId(params.get('returnRefillOrderId')),
    warehouseId: parseId(params.get('warehouseId')),
    storeId: parseId(params.get('storeId')),
  };
}
