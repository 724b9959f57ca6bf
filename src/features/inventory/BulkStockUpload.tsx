/**
 * The bulk stock upload of a warehouse (upload.warehouse_stock): pick a CSV file (the sample's
 * columns), it is read in the browser in slices with a progress bar, sent as one bounded request
 * (at most 10,000 rows; the server applies the valid rows together in one transaction), and the
 * report shows what changed and every refused row with why.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState } from 'react';
import type { Infer } from 'superstruct';
import { INVENTORY_MESSAGES, MAX_UPLOAD_CHARS, MAX_UPLOAD_ROWS, uploadWarehouseStock, type UploadReport } from '../../../contract/actions/inventory.ts';
import { call, errorMessage } from '../../api/client.ts';
import { Button, ProgressBar, StaticTable, toastSuccess } from '../../ui/index.ts';
import { readStockFile } from './stock-csv.ts';

type Report = Infer<typeof UploadReport>;
type Stage = { step: 'choose' } | { step: 'reading'; done: number; total: number } | { step: 'sending'; rows: number } | { step: 'done'; report: Report } | { step: 'failed'; message: string };

interface Props {
  warehouseId: number;
  warehouseName: string;
  onSample(): void;
  onClose(changed: boolean): void;
}

export function BulkStockUpload({ warehouseId, warehouseName, onSample, onClose }: Props) {
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [changed, setChanged] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = stage.step === 'reading' || stage.step === 'sending';

  async function upload(file: File) {
    setStage({ step: 'reading', done: 0, total: 1 });
    const text = await file.text();
    if (text.length > MAX_UPLOAD_CHARS) return setStage({ step: 'failed', message: INVENTORY_MESSAGES.tooManyRows });
    const parsed = await readStockFile(text, (done, total) => setStage({ step: 'reading', done, total }));
    if (!parsed.ok) return setStage({ step: 'failed', message: parsed.message });
    setStage({ step: 'sending', rows: parsed.rows.length });
    try {
      const body = await call(uploadWarehouseStock, { warehouse_id: warehouseId, csv: text });
      setStage({ step: 'done', report: body.data });
      if (body.data.changed > 0) {
        setChanged(true);
        toastSuccess(INVENTORY_MESSAGES.uploadDone);
      }
    } catch (error) {
      setStage({ step: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose(changed)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Upload stock: {warehouseName}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">
            A CSV file with the columns <code>sku,quantity</code> (at most {MAX_UPLOAD_ROWS.toLocaleString('en-IN')} rows): each product's shelf is set to
            its quantity. Units in transit are not changed. Rows that cannot be applied are listed with why; the others are applied together.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <label className="text-sm font-medium text-slate-700">
              Stock file
              <input ref={input} type="file" accept=".csv,text/csv" disabled={busy} className="mt-1 block text-sm"
                onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
            </label>
            <Button variant="secondary" onClick={onSample}>Download sample CSV</Button>
          </div>
          <div className="mt-4" aria-live="polite">
            {stage.step === 'reading' && (
              <div className="space-y-1"><p className="text-sm text-slate-600">Reading {stage.done.toLocaleString('en-IN')} of {stage.total.toLocaleString('en-IN')} rows...</p>
                <ProgressBar value={stage.done} max={stage.total} label="Reading the file" /></div>
            )}
            {stage.step === 'sending' && (
              <div className="space-y-1"><p className="text-sm text-slate-600">Checking and applying {stage.rows.toLocaleString('en-IN')} rows...</p>
                <ProgressBar value={99} max={100} label="Applying the rows" /></div>
            )}
            {stage.step === 'failed' && <p role="alert" className="text-sm text-red-700">{stage.message}</p>}
            {stage.step === 'done' && <UploadResult report={stage.report} />}
          </div>
          <div className="mt-6 flex justify-end gap-3">
            {stage.step !== 'choose' && !busy && <Button variant="secondary" onClick={() => { setStage({ step: 'choose' }); if (input.current) input.current.value = ''; }}>Upload another file</Button>}
            <Button onClick={() => onClose(changed)} disabled={busy}>Close</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function UploadResult({ report }: { report: Report }) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-slate-800">
        {report.rows.toLocaleString('en-IN')} rows: {report.changed} changed ({report.units_in} units added, {report.units_out} removed), {report.unchanged} already right, {report.refused.length} refused.
      </p>
      {report.changed === 0 && report.unchanged === 0 && <p className="text-sm text-red-700">{INVENTORY_MESSAGES.uploadNothing}</p>}
      {report.refused.length > 0 && (
        <section>
          <h3 className="font-semibold text-slate-900">Refused rows</h3>
          <StaticTable rows={report.refused.slice(0, 500).map((r) => ({ ...r, id: r.line }))} label="Refused rows" columns={[
            { key: 'line', header: 'Line', render: (r) => r.line },
            { key: 'sku', header: 'SKU', render: (r) => r.sku || '--' },
            { key: 'quantity', header: 'Quantity', render: (r) => r.quantity || '--' },
            { key: 'reason', header: 'Why', render: (r) => r.reason },
          ]} />
          {report.refused.length > 500 && <p className="text-sm text-slate-600">and {report.refused.length - 500} more.</p>}
        </section>
      )}
    </div>
  );
}
