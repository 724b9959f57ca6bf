/** /add-tally-inventory/{warehouseId}: a new count of the warehouse, saved as a Draft or submitted at once. */
import { listTallyProducts } from '../../../contract/actions/tally-inventories.ts';
import { getWarehouse } from '../../../contract/actions/warehouses.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord, useRouteRecord } from '../../platform/record/useRecord.ts';
import { TallyForm } from './TallyForm.tsx';

export default function AddTallyScreen() {
  const warehouse = useRouteRecord(getWarehouse);
  const products = useRecord(listTallyProducts, warehouse.id === null ? null : { warehouse_id: warehouse.id });
  if (warehouse.status !== 'ready') return <RecordFallback state={warehouse} what="warehouse" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  if (!products.data) return <p className="p-6 text-slate-500">Loading...</p>;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <p className="text-sm text-slate-700">Count of {warehouse.data.name}: type what is on the shelves. Old stock is the shelves now; on submission each count is measured against the shelves at that moment.</p>
      <TallyForm key={warehouse.data.id} warehouseId={warehouse.data.id} products={products.data} />
    </div>
  );
}
