/** /edit-tally-inventory/{id}: a Draft tally's counts and comments, with the version read. */
import { getTallyInventory, listTallyProducts } from '../../../contract/actions/tally-inventories.ts';
import { mayChangeTally } from '../../../machines/records/tally.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord, useRouteRecord } from '../../platform/record/useRecord.ts';
import { TallyForm } from './TallyForm.tsx';

export default function EditTallyScreen() {
  const record = useRouteRecord(getTallyInventory);
  const tally = record.status === 'ready' ? record.data : null;
  const products = useRecord(listTallyProducts, tally && mayChangeTally(tally.status) ? { warehouse_id: tally.warehouse.id } : null);
  if (!tally) return <RecordFallback state={record} what="tally inventory" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  if (!mayChangeTally(tally.status)) return <p role="alert" className="mx-auto mt-8 max-w-xl text-slate-700">Tally {tally.reference} can no longer be edited: only a Draft tally can.</p>;
  if (!products.data) return <p className="p-6 text-slate-500">Loading...</p>;
  const counted = new Map(tally.lines_detail.map((l) => [l.product_id, l.new_stock]));
  // A counted product no longer offered (made inactive since) stays on the form; it fails on submission.
  const listed = [...products.data, ...tally.lines_detail.filter((l) => !products.data!.some((p) => p.product_id === l.product_id)).map((l) => ({
    product_id: l.product_id, sku: l.sku, name: l.name, category: l.category, price: l.price, stock: l.old_stock, in_transit: 0, last_updated: l.last_updated, held: false, active: false,
  }))];
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <p className="text-sm text-slate-700">Tally {tally.reference} of {tally.warehouse.name} (Draft).</p>
      <TallyForm key={`${tally.id}:${tally.version}`} warehouseId={tally.warehouse.id} products={listed} counted={counted}
        comments={tally.comments} editing={{ id: tally.id, version: tally.version }} />
    </div>
  );
}
