/**
 * A bar or line chart drawn by echarts, loaded on first render (docs/decisions.md "Analytics":
 * echarts/core with only the line and bar charts, the grid, tooltip and aria components and
 * the SVG renderer). `aria.enabled` writes a text description of the chart; every chart on
 * these screens also has its data as a table next to it. Long series are sampled with 'lttb'.
 */
import { useEffect, useRef, useState } from 'react';

export interface ChartSeries {
  name: string;
  values: number[];
}

async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers'),
  ]);
  core.use([charts.BarChart, charts.LineChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, components.AriaComponent, renderers.SVGRenderer]);
  return core;
}

/** The small hook in place of echarts-for-react: one chart per element, disposed with it. */
function useEChart(options: Record<string, unknown>) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  const json = JSON.stringify(options);
  useEffect(() => {
    let disposed = false;
    let chart: { setOption(o: unknown): void; dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    loadEcharts().then((echarts) => {
      if (disposed || !ref.current) return;
      chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
      chart.setOption(JSON.parse(json));
      window.addEventListener('resize', onResize);
    }).catch(() => setFailed(true));
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [json]);
  return { ref, failed };
}

export function Chart({ title, kind, labels, series }: { title: string; kind: 'bar' | 'line'; labels: string[]; series: ChartSeries[] }) {
  const { ref, failed } = useEChart({
    aria: { enabled: true, label: { description: undefined } },
    title: undefined,
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 56, right: 16, top: series.length > 1 ? 32 : 12, bottom: 48 },
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ name: s.name, type: kind, data: s.values, sampling: 'lttb', showSymbol: false })),
  });
  if (failed) return null;
  return <div ref={ref} role="img" aria-label={title} className="h-64 w-full" data-testid="chart" />;
}
