/**
 * /sales-analytics (PERM_VIEW_SALES_ANALYTICS), optionally ?templateId={id}: sales by a report
 * dimension (franchise, state, city, zone, vending machine) and an item dimension (product,
 * category, brand, unit) over a period, ranked by a measure; a chart of the ranked groups and
 * the table of rows. The choice lives in the URL; "Save as template" keeps it under a name and
 * puts its id in the URL, so the address reopens it. Downloads (CSV, spreadsheet) need
 * PERM_DOWNLOAD_SALES_ANALYTICS.
 */
import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import {
  ANALYTICS_MESSAGES, ITEM_DIMENSIONS, ITEM_DIMENSION_LABELS, MEASURES, MEASURE_LABELS, MONEY_MEASURES, RANKINGS, RANKING_LABELS,
  REPORT_DIMENSIONS, REPORT_DIMENSION_LABELS, createSalesAnalyticsTemplate, downloadSalesAnalytics, getSalesAnalytics, getSalesAnalyticsTemplate,
  type ItemDimension, type Measure, type Ranking, type ReportDimension, type SalesAnalyticsQuery,
} from '../../../contract/actions/analytics.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { call } from '../../api/client.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, Checkbox, MultiSelect, Select, StaticTable, TextInput, formatMoney, toastError, toastSuccess } from '../../ui/index.ts';
import { Chart } from './Chart.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { downloadCsv, downloadXlsx, type ExportTable } from './exportTable.ts';
import { usePeriod } from './period.ts';

type Query = Infer<typeof SalesAnalyticsQuery>;
const pick = <T extends string>(all: readonly T[], value: string | null, fallback: T): T => ((all as readonly string[]).includes(value ?? '') ? (value as T) : fallback);
const options = <T extends string>(all: readonly T[], labels: Record<T, string>) => all.map((id) => ({ id, name: labels[id] }));
const show = (m: Measure, v: number) => (MONEY_MEASURES.includes(m) ? formatMoney(v) : String(v));

/** The choice as the URL holds it. */
function useChoice() {
  const period = usePeriod('month');
  const { state } = period;
  const list = (key: string) => (state.get(key) ?? '').split(',').filter(Boolean);
  const report = pick(REPORT_DIMENSIONS, state.get('report'), 'city');
  const itemRaw = state.get('item');
  const item: ItemDimension | null = itemRaw === 'none' ? null : pick(ITEM_DIMENSIONS, itemRaw, 'product');
  const ranking = pick(RANKINGS, state.get('ranking'), 'top10');
  const rankBy = pick(MEASURES, state.get('rank_by'), 'net');
  const chosen = list('measures').filter((m): m is Measure => (MEASURES as readonly string[]).includes(m));
  const measures: Measure[] = chosen.length ? chosen : ['net', 'quantity', 'refund'];
  const selected = list('selected');
  const query: Query = {
    ...period.request, report_dimension: report, item_dimension: item, ranking, rank_by: rankBy, measures,
    ...(ranking === 'manual' ? { selected } : {}),
  };
  return { period, query, report, item, ranking, rankBy, measures, selected, templateId: state.get('templateId'), set: period.set };
}

/** The URL keys of a saved query. */
function patchOf(q: Query): Record<string, string | null> {
  return {
    period: q.period, from: q.from ?? null, to: q.to ?? null, report: q.report_dimension, item: q.item_dimension ?? 'none',
    ranking: q.ranking, rank_by: q.rank_by, measures: q.measures.join(','), selected: q.selected?.length ? q.selected.join(',') : null,
  };
}

function tableOf(data: Infer<typeof getSalesAnalytics.response>['data'], report: ReportDimension, item: ItemDimension | null, measures: Measure[]): ExportTable {
  return {
    headers: [REPORT_DIMENSION_LABELS[report], ...(item ? [ITEM_DIMENSION_LABELS[item]] : []), ...measures.map((m) => MEASURE_LABELS[m])],
    rows: data.rows.map((r) => [r.name, ...(item ? [r.item_name ?? ''] : []), ...measures.map((m) => r.values[m])]),
  };
}

export default function SalesAnalyticsScreen() {
  const choice = useChoice();
  const canDownload = hasAnyPermission(usePermissions(), downloadSalesAnalytics.permissions);
  const templateId = choice.templateId && /^\d+$/.test(choice.templateId) ? Number(choice.templateId) : null;
  const template = useRecord(getSalesAnalyticsTemplate, templateId === null ? null : { id: templateId });
  const [applied, setApplied] = useState<number | null>(null);
  // Opening ?templateId=… puts the template's choice into the URL once.
  useEffect(() => {
    if (template.status === 'ready' && applied !== template.data.id) {
      setApplied(template.data.id);
      choice.set(patchOf(template.data.query));
    }
  }, [template, applied, choice]);
  // A template named in the URL is applied before the report is asked for.
  const waiting = templateId !== null && applied !== templateId && template.status !== 'missing' && template.status !== 'failed';
  const noRange = choice.query.period === 'custom' && !(choice.query.from && choice.query.to);
  const report = useRecord(getSalesAnalytics, waiting || noRange ? null : choice.query);
  const data = report.status === 'ready' ? report.data : null;
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!name.trim()) return toastError(new Error(ANALYTICS_MESSAGES.nameRequired));
    setSaving(true);
    try {
      const saved = await call(createSalesAnalyticsTemplate, { name, query: choice.query });
      setApplied(saved.data.id);
      choice.set({ templateId: String(saved.data.id) });
      toastSuccess(ANALYTICS_MESSAGES.templateSaved(saved.data.name));
      setName('');
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  const download = async (kind: 'csv' | 'xlsx') => {
    try {
      const answer = await call(downloadSalesAnalytics, choice.query);
      const table = tableOf(answer.data, choice.report, choice.item, choice.measures);
      const file = `sales-analytics-${choice.report}${choice.item ? `-${choice.item}` : ''}-${answer.data.from ?? 'all'}-${answer.data.to ?? 'today'}`;
      if (kind === 'csv') downloadCsv(file, table);
      else await downloadXlsx(file, table);
    } catch (error) {
      toastError(error);
    }
  };

  const gates = useScreenCommands([
    {
      id: 'save.sales_analytics_template', title: 'Save sales analytics as template', keywords: ['template', 'save choice'],
      permissions: createSalesAnalyticsTemplate.permissions, available: () => !saving && !noRange,
      run: () => (name.trim() ? void save() : document.querySelector<HTMLInputElement>('[data-template-name] input')?.focus()),
    },
    {
      id: 'csv.sales_analytics', title: 'Download sales analytics CSV', keywords: ['export', 'csv'],
      permissions: downloadSalesAnalytics.permissions, available: () => Boolean(data), run: () => void download('csv'),
    },
    {
      id: 'xlsx.sales_analytics', title: 'Download sales analytics spreadsheet', keywords: ['export', 'excel', 'xlsx'],
      permissions: downloadSalesAnalytics.permissions, available: () => Boolean(data), run: () => void download('xlsx'),
    },
  ]);

  const rows = data ? data.rows.map((r, i) => ({ ...r, id: `${r.key}|${r.item_key ?? ''}|${i}` })) : [];
  return (
    <div className="space-y-4">
      {templateId !== null && template.status === 'ready' && <p className="text-sm text-slate-600">Template: <strong>{template.data.name}</strong></p>}
      <form aria-label="Sales analytics choice" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <Select label="Report by" placeholder="" value={choice.report} options={options(REPORT_DIMENSIONS, REPORT_DIMENSION_LABELS)} onChange={(v) => choice.set({ report: v, selected: null })} />
        <Select label="Items by" placeholder="" value={choice.item ?? 'none'} options={[{ id: 'none', name: 'None' }, ...options(ITEM_DIMENSIONS, ITEM_DIMENSION_LABELS)]} onChange={(v) => choice.set({ item: v })} />
        <PeriodPicker period={choice.period} />
        <Select label="Ranking" placeholder="" value={choice.ranking} options={options(RANKINGS, RANKING_LABELS)} onChange={(v) => choice.set({ ranking: v as Ranking })} />
        <Select label="Rank by" placeholder="" value={choice.rankBy} options={options(MEASURES, MEASURE_LABELS)} onChange={(v) => choice.set({ rank_by: v })} />
        {choice.ranking === 'manual' && data && (
          <MultiSelect label={`Choose ${REPORT_DIMENSION_LABELS[choice.report].toLowerCase()}`} value={choice.selected} options={data.choices.map((c) => ({ id: c.key, name: c.name }))} onChange={(v) => choice.set({ selected: v.length ? v.join(',') : null })} />
        )}
      </form>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="text-sm font-medium text-slate-700">Measures</legend>
        {MEASURES.map((m) => (
          <Checkbox key={m} label={MEASURE_LABELS[m]} checked={choice.measures.includes(m)} onChange={(on) => {
            const next = on ? [...choice.measures, m] : choice.measures.filter((x) => x !== m);
            choice.set({ measures: next.length ? MEASURES.filter((x) => next.includes(x)).join(',') : null });
          }} />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div data-template-name><TextInput label="Template name" value={name} onChange={setName} /></div>
        <Button variant="secondary" onClick={() => void save()} disabled={!gates['save.sales_analytics_template']?.allowed}>Save as template</Button>
        {canDownload && (
          <>
            <Button variant="secondary" onClick={gates['csv.sales_analytics']?.run} disabled={!gates['csv.sales_analytics']?.allowed}>Download CSV</Button>
            <Button variant="secondary" onClick={gates['xlsx.sales_analytics']?.run} disabled={!gates['xlsx.sales_analytics']?.allowed}>Download spreadsheet</Button>
          </>
        )}
      </div>
      {noRange ? (
        <p role="alert" className="text-sm text-red-700">{ANALYTICS_MESSAGES.noRange}</p>
      ) : templateId !== null && (template.status === 'missing' || template.status === 'failed') ? (
        <p role="alert" className="text-sm text-red-700">{template.message}</p>
      ) : !waiting && (report.status === 'missing' || report.status === 'failed') ? (
        <p role="alert" className="text-sm text-red-700">{report.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading sales analytics…</p>
      ) : (
        <div className="space-y-3" aria-busy={report.refreshing || undefined}>
          <p className="text-sm text-slate-600" data-testid="sales-analytics-summary">
            {REPORT_DIMENSION_LABELS[choice.report]}{choice.item ? ` × ${ITEM_DIMENSION_LABELS[choice.item]}` : ''}, {RANKING_LABELS[choice.ranking]} by {MEASURE_LABELS[choice.rankBy]},
            {' '}{data.from ?? 'all time'} to {data.to ?? 'today'} (UTC). {data.rows.length === 0 ? ANALYTICS_MESSAGES.noRows : ''}
          </p>
          <Chart
            title={`${MEASURE_LABELS[choice.rankBy]} by ${REPORT_DIMENSION_LABELS[choice.report].toLowerCase()}`}
            kind="bar"
            labels={data.groups.map((g) => g.name)}
            series={[{ name: MEASURE_LABELS[choice.rankBy], values: data.groups.map((g) => g.values[choice.rankBy]) }]}
          />
          <StaticTable
            label="Sales analytics"
            rows={rows}
            columns={[
              { key: 'name', header: REPORT_DIMENSION_LABELS[choice.report] },
              ...(choice.item ? [{ key: 'item_name', header: ITEM_DIMENSION_LABELS[choice.item] }] : []),
              ...choice.measures.map((m) => ({ key: m, header: MEASURE_LABELS[m], align: 'right' as const, render: (r: (typeof rows)[number]) => show(m, r.values[m]) })),
            ]}
          />
        </div>
      )}
    </div>
  );
}
