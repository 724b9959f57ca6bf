/** /product/{id}: one product with its tax details and how much of it sits in machines. */
import { Link } from 'wouter';
import { getProduct, productStatus } from '../../../contract/actions/products.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';

export default function ProductScreen() {
  const record = useRouteRecord(getProduct);
  if (record.status !== 'ready') return <RecordFallback state={record} what="product" back={{ href: paths.products(), label: 'Back to products' }} />;
  const p = record.data;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <DetailList
        title={p.name}
        actions={
          <Link href={paths.products()} className="text-sm text-indigo-700 hover:underline">
            Back to products
          </Link>
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
  );
}
