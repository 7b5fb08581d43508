import { lazy, Suspense } from 'react';
import { ErrorBoundary, OFFLINE_NOT_SAVED, Skeleton, useOnlineAction } from '@inpro/ui';
import { usePerformance } from '../hooks/usePerformance';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

// The chart (and its library) loads after the dashboard shows.
const PerformanceChart = lazy(() =>
  import(/* webpackChunkName: "performance-chart" */ './PerformanceChart').then((m) => ({ default: m.PerformanceChart })),
);

/** The chart's code could not be loaded (offline, never loaded online): the card says so, the screen stays. */
function ChartUnavailable() {
  const { offline } = useOnlineAction();
  return <p className={styles.muted}>{offline ? OFFLINE_NOT_SAVED : 'No se pudo mostrar el gráfico de rendimiento.'}</p>;
}

export function PerformanceCard() {
  const performance = usePerformance();
  return (
    <DashCard title="Rendimiento" className={styles.wide}>
      <QueryContent query={performance} loadingLabel="Cargando tu rendimiento…" errorText="No se pudo cargar tu rendimiento.">
        {(data) => (
          <ErrorBoundary area="Aula Virtual" fallback={<ChartUnavailable />}>
            <Suspense fallback={<Skeleton lines={1} height="260px" label="Cargando gráfico…" />}>
              <PerformanceChart performance={data} />
            </Suspense>
          </ErrorBoundary>
        )}
      </QueryContent>
    </DashCard>
  );
}
