/**
 * /product/{id}: one product with its image, tax details and where it is stocked (the
 * caller's warehouses with units, the machines with a slot holding it), a link to its
 * feedback, and Edit (button and palette command) for PERM_UPDATE_PRODUCT_CATALOG.
 */
import { Link, useLocation } from 'wouter';
import { getProduct, productStatus } from '../../../contract/actions/products.ts';
import { PRODUCT_ACTIONS } from '../../../commands/records/products.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, StaticTable, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';

/** /product-feedback/{id} comes with the product feedback screen; until its route exists there is nothing to link to. */

export default function ProductScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getProduct);
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(PRODUCT_ACTIONS, { edit: () => data && navigate(paths.editProduct(data.id)) });
  if (!data) return <RecordFallback state={record} what="product" back={{ href: paths.products(), label: 'Back to products' }} />;
  const p = data;
  const edit = actions['edit.product']!;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <DetailList
          title={p.name}
          actions={
            <>
              <Link href={paths.productFeedback(p.id)} className="text-sm text-indigo-700 hover:underline">
                Feedback
              </Link>
              <Link href={paths.products()} className="text-sm text-indigo-700 hover:underline">
                Back to products
              </Link>
              <GateButton gate={edit}>Edit</GateButton>
            </>
          }
          items={[
            { label: 'SKU', value: <span className="font-mono">{p.sku}</span> },
            { label: 'Name', value: p.name },
            { label: 'Category', value: p.category.name },
            { label: 'Brand', value: p.brand.name },
            { label: 'Unit', value: p.unit.name },
            { label: 'Packaging', value: p.packaging.name },
            { label: 'Net Weight', value: p.net_weight },
            { label: 'MRP', value: formatMoney(p.mrp) },
            { label: 'HSN', value: p.hsn },
            { label: 'GST', value: `${p.gst}%` },
            { label: 'Cess', value: `${p.cess}%` },
            { label: 'Status', value: <StatusBadge status={productStatus(p.status)} /> },
            { label: 'In Machines', value: `${p.units_in_machines} units in ${p.machines_stocking} machines` },
            { label: 'Description', value: p.description },
            { label: 'Created', value: formatDate(p.created_at) },
            { label: 'Last Updated', value: formatDate(p.updated_at) },
          ]}
        />
        <figure className="flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white">
          {p.image_url ? (
            <img src={p.image_url} alt={p.name} className="h-full w-full object-contain" />
          ) : (
            <figcaption className="text-sm text-slate-500">No image</figcaption>
          )}
        </figure>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="space-y-2">
          <h2 className="font-semibold text-slate-900">In warehouses</h2>
          <StaticTable
            label="Warehouses stocking this product"
            rows={p.warehouses}
            columns={[
              { key: 'name', header: 'Warehouse', render: (w) => <Link href={paths.warehouseStock(w.id)} className="text-indigo-700 hover:underline">{w.name}</Link> },
              { key: 'stock', header: 'Stock', align: 'right', render: (w) => String(w.stock) },
              { key: 'in_transit', header: 'In Transit', align: 'right', render: (w) => String(w.in_transit) },
            ]}
          />
        </section>
        <section className="space-y-2">
          <h2 className="font-semibold text-slate-900">In machines</h2>
          <StaticTable
            label="Machines holding this product"
            rows={p.machines}
            columns={[
              { key: 'name', header: 'Machine', render: (m) => <Link href={paths.vmById(m.id)} className="text-indigo-700 hover:underline">{m.name}</Link> },
              { key: 'units', header: 'Units', align: 'right', render: (m) => String(m.units) },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
