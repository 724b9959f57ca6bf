/**
 * Import DEX audits: one or many files (the picker, or dropped on the dialog or the list), read as
 * text in the browser and sent one import.dex_audit call each, with a progress bar; then the
 * summary (imported, duplicates, unmatched machines, warnings, refused with the line). A file
 * refused for a wrong G85 may be sent again as unverified.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { importDexAudit } from '../../../contract/actions/dex-audits.ts';
import { DEX_MESSAGES, MAX_DEX_FILE_BYTES } from '../../../contract/dex.ts';
import { ApiCallError, call } from '../../api/client.ts';
import { Button, TaskProgress } from '../../ui/index.ts';
import { DexImportSummary } from './DexImportSummary.tsx';
import type { FileResult } from './import-summary.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'working'; done: number; total: number; file: string }
  | { kind: 'summary' };

/** One file's import: its answer, or its refusal as the server worded it. */
async function importFile(file: File, unverified = false): Promise<FileResult> {
  if (file.size > MAX_DEX_FILE_BYTES) return { file: file.name, kind: 'refused', message: DEX_MESSAGES.tooLarge };
  try {
    const content = await file.text();
    const answer = await call(importDexAudit, { file_name: file.name.slice(0, 255), content, ...(unverified ? { unverified } : {}) });
    return { file: file.name, kind: 'imported', audits: answer.data.audits };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ApiCallError && error.status === 409) return { file: file.name, kind: 'checksum', message };
    return { file: file.name, kind: 'refused', message };
  }
}

export const filesOf = (event: DragEvent) => [...event.dataTransfer.files];

export function ImportDexDialog({ initialFiles, onClose }: { initialFiles?: File[]; onClose(imported: boolean): void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [results, setResults] = useState<{ file: File; result: FileResult }[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = step.kind === 'working';
  const imported = results.some((r) => r.result.kind === 'imported');

  async function run(files: File[]) {
    if (files.length === 0) return;
    const done: { file: File; result: FileResult }[] = [];
    for (const [index, file] of files.entries()) {
      setStep({ kind: 'working', done: index, total: files.length, file: file.name });
      done.push({ file, result: await importFile(file) });
    }
    // "Import more files" adds to the summary of this sitting.
    setResults((earlier) => [...earlier, ...done]);
    setStep({ kind: 'summary' });
  }

  async function importAnyway(index: number) {
    const entry = results[index];
    if (!entry) return;
    setStep({ kind: 'working', done: 0, total: 1, file: entry.file.name });
    const result = await importFile(entry.file, true);
    setResults((all) => all.map((r, i) => (i === index ? { ...r, result } : r)));
    setStep({ kind: 'summary' });
  }

  // Files dropped on the list start at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initialFiles?.length) return;
    started.current = true;
    void run(initialFiles);
  }, [initialFiles]); // once, for the files the dialog opened with

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void run(filesOf(event));
  };

  return (
    <Dialog open onClose={() => !busy && onClose(imported)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="max-h-[90vh] w-full max-w-3xl space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">Import DEX audits</DialogTitle>
          {step.kind === 'choose' && (
            <div className="space-y-3">
              <div className={`rounded-lg border-2 border-dashed p-6 text-center text-sm ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 text-slate-600'}`}>
                <p>Drop DEX files here, or choose them: one or many EVA-DTS audits (.dex, .txt) read by a handheld or a telemetry provider.</p>
                <label className="mt-3 inline-flex cursor-pointer rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white focus-within:ring-2 focus-within:ring-indigo-500 hover:bg-indigo-500">
                  Choose DEX files
                  <input type="file" multiple accept=".dex,.txt,.eva,.dat,text/plain" className="sr-only" onChange={(e) => void run([...(e.target.files ?? [])])} />
                </label>
              </div>
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => onClose(false)}>Cancel</Button>
              </div>
            </div>
          )}
          {step.kind === 'working' && (
            <TaskProgress label={`Importing ${step.done + 1} of ${step.total}: ${step.file}`} percent={(step.done / step.total) * 100} />
          )}
          {step.kind === 'summary' && (
            <DexImportSummary
              results={results.map((r) => r.result)}
              onImportAnyway={(index) => void importAnyway(index)}
              onMore={() => setStep({ kind: 'choose' })}
              onClose={() => onClose(imported)}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
