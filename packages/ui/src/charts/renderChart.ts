// Loaded on demand by <Chart>: the chart library with only the pieces the charts use.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  DoughnutController,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { CHART_COLORS, resolveColor, type ChartSpec } from './spec';

ChartJs.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
);

export interface DrawnChart {
  destroy(): void;
}

function readVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name);
}

/** Draws `spec` on `canvas`; the caller destroys it when the data changes or the screen goes. */
export function renderChart(canvas: HTMLCanvasElement, spec: ChartSpec): DrawnChart {
  const color = (c: string | undefined, i: number) => resolveColor(c ?? CHART_COLORS[i % CHART_COLORS.length], readVar);
  const text = resolveColor('var(--color-text, #1a1f2b)', readVar);
  const grid = resolveColor('var(--color-border, #d1d5db)', readVar);
  const doughnut = spec.kind === 'doughnut';
  const spark = spec.kind === 'sparkline';
  const datasets = spec.series.map((s, i) => {
    const base = { label: s.label, data: [...s.data] };
    if (doughnut) return { ...base, backgroundColor: spec.labels.map((_, j) => color(undefined, j)), borderWidth: 1 };
    const c = color(s.color, i);
    return {
      ...base,
      borderColor: c,
      backgroundColor: c,
      borderDash: s.dashed ? [6, 4] : undefined,
      borderWidth: spark ? 2 : undefined,
      pointRadius: s.dashed || spark ? 0 : 4,
      pointHitRadius: spark ? 8 : undefined,
      tension: 0.25,
      spanGaps: true,
    };
  });
  const config = {
    type: spark ? 'line' : spec.kind,
    data: { labels: [...spec.labels], datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: 'es-PE',
      animation: spec.reducedMotion ? false : undefined,
      plugins: {
        legend: { display: !spark && (doughnut || spec.series.length > 1), labels: { color: text } },
        tooltip: {
          callbacks: {
            label: (ctx: { dataset: { label?: string }; parsed: number | { y: number } }) => {
              const v = typeof ctx.parsed === 'number' ? ctx.parsed : ctx.parsed.y;
              return `${ctx.dataset.label ?? ''}: ${spec.formatValue(v)}`;
            },
          },
        },
      },
      scales: doughnut
        ? undefined
        : spark
          ? { x: { display: false }, y: { display: false, min: spec.yMin, max: spec.yMax } }
          : {
              x: { ticks: { color: text }, grid: { color: grid } },
              y: {
                min: spec.yMin,
                max: spec.yMax,
                ticks: { color: text, callback: (v: number | string) => spec.formatValue(Number(v)) },
                grid: { color: grid },
              },
            },
    },
  } as unknown as ChartConfiguration;
  const chart = new ChartJs(canvas, config);
  return { destroy: () => chart.destroy() };
}
