import type { ReactNode } from 'react';
import type { TrendPoint } from '@inpro/shared-contracts';
import { Chart } from '@inpro/ui/charts';
import styles from './Dashboard.module.css';

export interface KpiCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  series: readonly TrendPoint[];
  /** Period label of each trend point. */
  periodLabel: (period: string) => string;
  formatValue?: (v: number) => string;
  /** Names the trend for screen readers, e.g. 'Ingresos por mes'. */
  trendTitle: string;
}

/** One key figure with its trend sparkline. */
export function KpiCard({ label, value, detail, series, periodLabel, formatValue, trendTitle }: KpiCardProps) {
  return (
    <article className={styles.kpi} aria-label={label}>
      <h2 className={styles.kpiLabel}>{label}</h2>
      <p className={styles.kpiValue}>{value}</p>
      {detail ? <p className={styles.kpiDetail}>{detail}</p> : null}
      <Chart
        kind="sparkline"
        title={trendTitle}
        height={48}
        labels={series.map((p) => periodLabel(p.period))}
        series={[{ label, data: series.map((p) => p.value) }]}
        formatValue={formatValue}
        emptyText="Sin datos."
      />
    </article>
  );
}
