/** What the kit and package add screens share: the warehouses to choose from, and the two ends' fields. */
import { listWarehouses } from '../../../contract/actions/warehouses.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Select } from '../../ui/index.ts';

export function useWarehouses() {
  const warehouses = useRecord(listWarehouses, { limit: 500 });
  return warehouses.status === 'ready' ? warehouses.data.map((w) => ({ id: w.id, name: w.name })) : [];
}

export function Ends({ source, destination, onSource, onDestination, error }: {
  source: string; destination: string; onSource(v: string): void; onDestination(v: string): void; error?: string | undefined;
}) {
  const options = useWarehouses();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select label="Source warehouse" required value={source} onChange={onSource} options={options} />
      <Select label="Destination (vehicle or warehouse)" required value={destination} onChange={onDestination}
        options={options.filter((o) => String(o.id) !== source)} error={error} />
    </div>
  );
}
