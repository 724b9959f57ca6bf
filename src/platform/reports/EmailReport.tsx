/**
 * "Email report": a screen's list (orders, machine feedback, refill plans, sales analytics) asks
 * for its emailed report (contract/report-requests.ts) — the format and, optionally, the columns
 * (none: the kind's default, for transactions the spec's default transaction report) — over the
 * period the screen shows. The palette offers it as a screen command with the same gate.
 *
 *   const email = useEmailReport('transaction', requestTransactionReport, { from, to });
 *   {email.gate.allowed && <Button onClick={email.gate.run}>Email report</Button>}
 *   {email.dialog}
 */
import { useState, type ReactNode } from 'react';
import type { requestTransactionReport } from '../../../contract/actions/report-requests.ts';
import {
  REPORT_COLUMNS, REPORT_DIALOG, REPORT_FORMATS, REPORT_FORMAT_NAMES, REPORT_KIND_NAMES, reportColumnKeys, reportPeriod, reportRangeProblem, type ReportFormat, type ReportKind,
} from '../../../contract/report-requests.ts';
import { call } from '../../api/client.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Checkbox, Select, toastError, toastSuccess } from '../../ui/index.ts';
import { useScreenCommands, type CommandGate } from '../commands/useScreenCommands.ts';

/** The three request actions share one shape (contract/actions/report-requests.ts). */
type RequestSpec = typeof requestTransactionReport;
export interface ReportPeriod { from?: string; to?: string }

function EmailReportDialog({ kind, spec, period, onClose }: { kind: ReportKind; spec: RequestSpec; period: ReportPeriod; onClose(): void }) {
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [columns, setColumns] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const names = REPORT_COLUMNS[kind] as Record<string, string>;
  // Refused here as the server refuses it: a report needs a period with both ends (domain.md §5).
  const problem = reportRangeProblem(period);
  const submit = async () => {
    if (problem) return;
    setBusy(true);
    try {
      const answer = await call(spec, { format, ...(columns.length ? { columns } : {}), ...period });
      toastSuccess(answer.data.message);
      onClose();
    } catch (error) {
      toastError(error);
      setBusy(false);
    }
  };
  return (
    <FormDialog title={REPORT_DIALOG.title(kind)} busy={busy} busyLabel={REPORT_DIALOG.busy} submitLabel={REPORT_DIALOG.submit} onCancel={onClose}
      onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <p className="text-sm text-slate-600">{REPORT_DIALOG.period(reportPeriod(period))}</p>
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <Select label={REPORT_DIALOG.format} placeholder="" value={format} options={REPORT_FORMATS.map((f) => ({ id: f, name: REPORT_FORMAT_NAMES[f] }))} onChange={(v) => setFormat(v as ReportFormat)} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{REPORT_DIALOG.columns}</legend>
        <p className="text-xs text-slate-500">{REPORT_DIALOG.columnsHint(kind)}</p>
        <div className="mt-2 grid grid-cols-2 gap-1">
          {reportColumnKeys(kind).map((c) => (
            <Checkbox key={c} label={names[c] ?? c} checked={columns.includes(c)} onChange={(on) => setColumns(on ? [...columns, c] : columns.filter((x) => x !== c))} />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}

/** The screen command `email.<kind>_report` ("Email <kind> report") and its dialog. */
export function useEmailReport(kind: ReportKind, spec: RequestSpec, period: ReportPeriod, available = true, title = `Email ${REPORT_KIND_NAMES[kind].toLowerCase()}`): { gate: CommandGate; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const id = `email.${kind}_report`;
  const gates = useScreenCommands([
    {
      id, title, keywords: ['email report', 'send report', 'mail'],
      permissions: spec.permissions ?? [], available: () => available && !open, run: () => setOpen(true),
    },
  ]);
  return { gate: gates[id]!, dialog: open ? <EmailReportDialog kind={kind} spec={spec} period={period} onClose={() => setOpen(false)} /> : null };
}
