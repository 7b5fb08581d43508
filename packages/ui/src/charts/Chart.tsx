import { useEffect, useRef, useState } from 'react';
import { Skeleton, VisuallyHidden, visuallyHiddenClass } from '@inpro/ui';
import type { ChartKind, ChartSeries } from './spec';
import styles from './Chart.module.css';

export interface ChartProps {
  kind: ChartKind;
  /** Names the chart: the canvas's accessible name and the caption of its data table. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Height in pixels (the width follows the container). */
  height?: number;
  yMin?: number;
  yMax?: number;
  /** Formats values in tooltips, ticks and the data table (default: es-PE number). */
  formatValue?: (value: number) => string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
}

const defaultFormat = (v: number) => new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 }).format(v);

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A line, bar or doughnut chart. The chart library loads on first render (a skeleton shows
 * meanwhile); the same numbers are always in a data table for screen readers, and shown when
 * the chart cannot be drawn.
 */
export function Chart({
  kind,
  title,
  labels,
  series,
  height = 260,
  yMin,
  yMax,
  formatValue = defaultFormat,
  emptyText = 'Sin datos para mostrar.',
}: ChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const format = useRef(formatValue);
  format.current = formatValue;
  const empty = labels.length === 0 || series.every((s) => s.data.every((v) => v === null));
  const key = JSON.stringify({ kind, title, labels, series, yMin, yMax });

  useEffect(() => {
    if (empty) return undefined;
    let drawn: { destroy(): void } | null = null;
    let cancelled = false;
    import(/* webpackChunkName: "chart" */ './renderChart')
      .then(({ renderChart }) => {
        if (cancelled || !canvasRef.current) return;
        drawn = renderChart(canvasRef.current, {
          kind,
          title,
          labels,
          series,
          yMin,
          yMax,
          formatValue: (v) => format.current(v),
          reducedMotion: prefersReducedMotion(),
        });
        setStatus('ready');
      })
      .catch((err: unknown) => {
        console.warn('[inpro] chart could not be drawn', err);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      drawn?.destroy();
    };
    // `key` stands for the data: redraw only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, empty]);

  if (empty) return <p className={styles.empty}>{emptyText}</p>;
  const table = (
    <table className={styles.table}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>Etiqueta</VisuallyHidden>
          </th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          <tr key={`${label}-${i}`}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.label}>{s.data[i] === null || s.data[i] === undefined ? '—' : format.current(s.data[i] as number)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className={styles.figure} data-testid="chart" data-status={status}>
      {status === 'failed' ? (
        <p className={styles.empty}>No se pudo dibujar el gráfico; estos son sus datos.</p>
      ) : (
        <div className={styles.canvasBox} style={{ height }}>
          {status === 'loading' ? (
            <div className={styles.loading}>
              <Skeleton lines={1} height={`${height}px`} label="Cargando gráfico…" />
            </div>
          ) : null}
          <canvas ref={canvasRef} role="img" aria-label={title} />
        </div>
      )}
      {/* Hidden from sight in a box: a table keeps its content's width whatever its own (1 px) is, and
          would widen the page (the 601 px that /aula panned on a phone). */}
      {status === 'failed' ? <div className={styles.tableBox}>{table}</div> : <div className={visuallyHiddenClass}>{table}</div>}
    </figure>
  );
}
