import { lazy, Suspense } from 'react';
import { Skeleton } from '@inpro/ui';
import { usePerformance } from '../hooks/usePerformance';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

// The chart (and its library) loads after the dashboard shows.
const PerformanceChart = lazy(() =>
  import(/* webpackChunkName: "performance-chart" */ './PerformanceChart').then((m) => ({ default: m.PerformanceChart })),
);

export function PerformanceCard() {
  const performance = usePerformance();
  return (
    <DashCard title="Rendimiento" className={styles.wide}>
      <QueryContent query={performance} loadingLabel="Cargando tu rendimiento…" errorText="No se pudo cargar tu rendimiento.">
        {(data) => (
          <Suspense fallback={<Skeleton lines={1} height="260px" label="Cargando gráfico…" />}>
            <PerformanceChart performance={data} />
          </Suspense>
        )}
      </QueryContent>
    </DashCard>
  );
}
