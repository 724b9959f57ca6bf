/**
 * The store /franchise/{franchiseId}/store/{storeId} names: its `get.store`, and `missing` when
 * the store belongs to another franchise than the address says (as for a store out of reach).
 */
import { getStore } from '../../../contract/actions/stores.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { useRouteRecord } from '../../platform/record/useRecord.ts';

export function useFranchiseStore() {
  const franchiseId = useIdParam('franchiseId');
  const record = useRouteRecord(getStore, { param: 'storeId' });
  if (record.status === 'ready' && record.data.franchise.id !== franchiseId) {
    return { ...record, status: 'missing' as const, data: undefined, message: 'This store does not belong to this franchise.' };
  }
  return record;
}
