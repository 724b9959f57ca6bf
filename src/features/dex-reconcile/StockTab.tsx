/** The reconciliation screen's Stock tab: a machine's coil counts against its latest audit with levels or fill audit, and their booking. */
import { useSearchParams } from 'wouter';
import { DexStockCheck } from '../../platform/machines/DexStockCheck.tsx';
import { MachineSelect } from '../../platform/machines/MachineSelect.tsx';

export function StockCheck() {
  const [params, setParams] = useSearchParams();
  const machine = Number(params.get('machine')) || null;
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <MachineSelect value={machine ? String(machine) : ''} error={null} onBlur={() => undefined}
          onChange={(id) => setParams((p) => { p.set('machine', id); return p; })} />
      </div>
      {machine ? <DexStockCheck key={machine} machineId={machine} /> : <p className="text-sm text-slate-600">Choose a machine to compare its coils with its DEX audits.</p>}
    </div>
  );
}
