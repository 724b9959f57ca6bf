/** The import dialog's last step: what each file came to, the warnings, and a way on for the files refused for their G85. */
import { Link } from 'wouter';
import { paths } from '../../platform/paths.ts';
import { Button, StaticTable } from '../../ui/index.ts';
import { summarise, summaryLine, type FileResult } from './import-summary.ts';

const linkClass = 'text-indigo-700 underline hover:text-indigo-500';

function outcomeOf(result: FileResult) {
  if (result.kind !== 'imported') return <span className="text-red-700">Refused: {result.message}</span>;
  return (
    <ul className="space-y-0.5">
      {result.audits.map((a) => (
        <li key={`${a.id}-${a.outcome}`}>
          <Link href={paths.dexAudit(a.id)} className={linkClass}>{a.serial || 'No serial'}</Link>
          {': '}
          {a.outcome === 'duplicate' ? 'duplicate, already imported' : 'imported'}
          {a.status === 'unmatched' ? ', unmatched' : ''}
        </li>
      ))}
    </ul>
  );
}

export function DexImportSummary({ results, onImportAnyway, onMore, onClose }: {
  results: FileResult[];
  onImportAnyway(index: number): void;
  onMore(): void;
  onClose(): void;
}) {
  const summary = summarise(results);
  const rows = results.map((result, index) => ({ id: index, result }));
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-slate-800" data-testid="dex-import-summary">{summaryLine(summary)}.</p>
      <StaticTable
        label="Imported files"
        rows={rows}
        columns={[
          { key: 'file', header: 'File', render: (r) => <span className="font-mono text-xs">{r.result.file}</span> },
          { key: 'outcome', header: 'Result', render: (r) => outcomeOf(r.result) },
          {
            key: 'anyway',
            header: 'Action',
            render: (r) => r.result.kind === 'checksum' && (
              <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => onImportAnyway(r.id)} aria-label={`Import ${r.result.file} anyway as unverified`}>
                Import anyway as unverified
              </Button>
            ),
          },
        ]}
      />
      {summary.unmatched.length > 0 && (
        <p className="text-sm text-slate-700">
          No machine answers to {summary.unmatched.join(', ')}: open the audit and assign it to a machine, which then remembers the serial.
        </p>
      )}
      {summary.warnings.length > 0 && (
        <section aria-label="Warnings" className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">Warnings</h3>
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-amber-900">
            {summary.warnings.map((w, i) => (
              <li key={i}>{w.file} ({w.serial || 'no serial'}){w.line !== null ? `, line ${w.line}` : ''}: {w.message}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onMore}>Import more files</Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
