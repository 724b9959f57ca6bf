/**
 * Import products from a CSV file: a sample to download, the file read with a progress bar,
 * every row checked by the server with the form's rules (import.products "check"), then a
 * report of the rows refused and why. The rows land together ("all") or, when some are
 * refused, the user may import only the valid ones ("valid_only"); nothing is half-imported.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import type { Infer } from 'superstruct';
import {
  ImportProblem, MAX_IMPORT_ROWS, PRODUCT_MESSAGES, getProductFilterOptions, importProducts,
} from '../../../contract/actions/products.ts';
import { call } from '../../api/client.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, StaticTable, TaskProgress, toastError, toastSuccess } from '../../ui/index.ts';
import { downloadText } from '../../ui/table/csv.ts';
import { productCsv, productRows, readCsv, type ProductCsvRow } from './csv-read.ts';

type Problem = Infer<typeof ImportProblem>;
type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'working'; label: string; percent: number }
  | { kind: 'report'; rows: ProductCsvRow[]; valid: number; refused: Problem[] };

/** The request must stay under the server's 1 MB body limit. */
const MAX_REQUEST_BYTES = 950 * 1024;

function readFile(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export function ImportProductsDialog({ onClose }: { onClose(imported: boolean): void }) {
  const id = useId();
  const options = useRecord(getProductFilterOptions, {}, { quiet: true }).data;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = step.kind === 'working';

  function downloadSample() {
    const first = (list: { name: string }[] | undefined, fallback: string) => list?.[0]?.name ?? fallback;
    const sample = {
      category: first(options?.categories, 'Beverages'), brand: first(options?.brands, 'Brand'),
      unit: first(options?.units, 'ml'), packaging: first(options?.packagings, 'Bottle'),
    };
    downloadText('products-sample.csv', productCsv([
      { sku: 'SKU-EXAMPLE-1', name: 'Lemon Soda 300ml', ...sample, mrp: '40', hsn: '2202', gst: '12', cess: '0', net_quantity: '300 ml', status: 'Active', description: 'Chilled fizzy lemon drink' },
      { sku: 'SKU-EXAMPLE-2', name: 'Salted Peanuts 50g', ...sample, mrp: '25.50', hsn: '2008', gst: '5', cess: '0', net_quantity: '50 g', status: 'Inactive', description: '' },
    ]));
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setStep({ kind: 'choose', error: PRODUCT_MESSAGES.importNotCsv });
    try {
      setStep({ kind: 'working', label: 'Reading the file', percent: 0 });
      const text = await readFile(file, (f) => setStep({ kind: 'working', label: 'Reading the file', percent: Math.round(f * 30) }));
      const records = await readCsv(text, (f) => setStep({ kind: 'working', label: 'Reading the rows', percent: 30 + Math.round(f * 40) }));
      const { rows, missing } = productRows(records);
      if (missing.length) return setStep({ kind: 'choose', error: PRODUCT_MESSAGES.importColumnsMissing(missing) });
      if (rows.length === 0) return setStep({ kind: 'choose', error: PRODUCT_MESSAGES.importEmpty });
      if (rows.length > MAX_IMPORT_ROWS) return setStep({ kind: 'choose', error: PRODUCT_MESSAGES.importTooMany(MAX_IMPORT_ROWS) });
      if (new Blob([JSON.stringify(rows)]).size > MAX_REQUEST_BYTES) return setStep({ kind: 'choose', error: PRODUCT_MESSAGES.importTooBig });
      setStep({ kind: 'working', label: `Checking ${rows.length} rows`, percent: 75 });
      const report = await call(importProducts, { mode: 'check', rows });
      setStep({ kind: 'report', rows, valid: report.data.valid, refused: report.data.refused });
    } catch (error) {
      toastError(error);
      setStep({ kind: 'choose' });
    }
  }

  async function save(mode: 'all' | 'valid_only', rows: ProductCsvRow[]) {
    setStep({ kind: 'working', label: 'Importing', percent: 90 });
    try {
      const result = await call(importProducts, { mode, rows });
      toastSuccess(PRODUCT_MESSAGES.imported(result.data.imported));
      onClose(true);
    } catch (error) {
      toastError(error);
      setStep({ kind: 'choose' });
    }
  }

  function downloadRefused(report: Extract<Step, { kind: 'report' }>) {
    const byLine = new Map(report.rows.map((r) => [r.line, r]));
    downloadText('products-refused.csv', productCsv(
      report.refused.map((p) => ({ ...byLine.get(p.line), problems: p.errors.map((e) => `${e.field}: ${e.message}`).join('; ') })),
      'problems',
    ));
  }

  return (
    <Dialog open onClose={() => !busy && onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-[90vh] w-full max-w-3xl space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Import products</DialogTitle>
          {step.kind === 'choose' && (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">
                One product a row, with the columns of the sample file. Category, brand, unit and packaging are their names in the catalogue; status is Active or Inactive.
                Up to {MAX_IMPORT_ROWS} rows.
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="secondary" onClick={downloadSample}>Download sample file</Button>
                <label className="inline-flex cursor-pointer rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white focus-within:ring-2 focus-within:ring-indigo-500 hover:bg-indigo-500">
                  Choose CSV file
                  <input type="file" accept=".csv,text/csv" className="sr-only" aria-describedby={`${id}-error`} onChange={(e) => void choose(e.target.files?.[0])} />
                </label>
              </div>
              <p id={`${id}-error`} role={step.error ? 'alert' : undefined} className="text-sm text-red-600">{step.error}</p>
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => onClose(false)}>Cancel</Button>
              </div>
            </div>
          )}
          {step.kind === 'working' && <TaskProgress label={step.label} percent={step.percent} />}
          {step.kind === 'report' && (
            <div className="space-y-3">
              <p className="text-sm text-slate-700" data-testid="import-summary">
                {step.rows.length} rows read: {step.valid} ready to import, {step.refused.length} refused.
              </p>
              {step.refused.length > 0 && (
                <>
                  <StaticTable
                    label="Refused rows"
                    rows={step.refused.map((p) => ({ ...p, id: p.line }))}
                    columns={[
                      { key: 'line', header: 'Row', align: 'right', render: (p) => String(p.line) },
                      { key: 'sku', header: 'SKU', render: (p) => <span className="font-mono">{p.sku}</span> },
                      { key: 'errors', header: 'Why', render: (p) => p.errors.map((e) => `${e.field}: ${e.message}`).join('; ') },
                    ]}
                  />
                  <p className="text-sm text-slate-600">Nothing is imported unless you choose so: fix the file and choose it again, or import only the valid rows.</p>
                </>
              )}
              <div className="flex flex-wrap justify-end gap-3">
                {step.refused.length > 0 && <Button variant="secondary" onClick={() => downloadRefused(step)}>Download refused rows</Button>}
                <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
                {step.refused.length === 0 && <Button onClick={() => void save('all', step.rows)}>Import {step.valid} products</Button>}
                {step.refused.length > 0 && step.valid > 0 && (
                  <Button onClick={() => void save('valid_only', step.rows)}>Import only the {step.valid} valid rows</Button>
                )}
              </div>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
