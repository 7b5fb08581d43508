import { Chart } from '@inpro/ui/charts';
import { formatGrade, formatLimaDate, type StudentPerformance } from '@inpro/shared-contracts';

/** Grade of each evaluation over time (0–20) with the passing mark as a dashed line. */
export function PerformanceChart({ performance }: { performance: StudentPerformance }) {
  const labels = performance.points.map((p) => `${p.title} (${formatLimaDate(p.date).slice(0, 5)})`);
  return (
    <Chart
      kind="line"
      title="Nota por evaluación en el tiempo"
      labels={labels}
      series={[
        { label: 'Nota', data: performance.points.map((p) => p.score) },
        {
          label: 'Nota aprobatoria',
          data: performance.points.map(() => performance.passingMark),
          dashed: true,
          color: 'var(--color-danger, #b91c1c)',
        },
      ]}
      yMin={0}
      yMax={20}
      formatValue={(v) => formatGrade(v)}
      emptyText="Aún no tienes evaluaciones calificadas."
    />
  );
}
