import { countOf, formatSoles, type SuperadminDashboard } from '@inpro/shared-contracts';
import { ErrorState, PageHeading, Skeleton, loadError } from '@inpro/ui';
import { useDashboard } from '../hooks/useDashboard';
import { dayLabel, monthLabel } from '../periodLabel';
import { KpiCard } from './KpiCard';
import { RecentActivity } from './RecentActivity';
import styles from './Dashboard.module.css';

export const DASHBOARD_LOAD_ERROR = 'No se pudieron cargar los indicadores.';

const count = (v: number) => new Intl.NumberFormat('es-PE').format(v);
const percent = (v: number) => `${v.toLocaleString('es-PE', { maximumFractionDigits: 1 })} %`;

/** This month against the last: '+12.5 % frente al mes anterior (S/ 1,000.00)'. */
function revenueChange(d: SuperadminDashboard) {
  const now = d.revenueThisMonth.value ?? 0;
  const before = d.revenueLastMonth;
  const last = `Mes anterior: ${formatSoles(before)}`;
  if (before <= 0) return last;
  const change = ((now - before) / before) * 100;
  const sign = change > 0 ? '+' : '';
  return (
    <>
      {last} · <span className={change >= 0 ? styles.up : styles.down}>{`${sign}${change.toFixed(1)} %`}</span>
    </>
  );
}

function Kpis({ d }: { d: SuperadminDashboard }) {
  return (
    <div className={styles.kpis}>
      <KpiCard
        label="Estudiantes activos"
        value={count(d.activeStudents.value ?? 0)}
        detail="Con al menos un curso activo"
        series={d.activeStudents.series}
        periodLabel={monthLabel}
        formatValue={count}
        trendTitle="Estudiantes activos por mes"
      />
      <KpiCard
        label="Cursos publicados"
        value={count(d.coursesPublished.value ?? 0)}
        detail="Visibles en el catálogo"
        series={d.coursesPublished.series}
        periodLabel={monthLabel}
        formatValue={count}
        trendTitle="Cursos publicados por mes"
      />
      <KpiCard
        label="Ingresos del mes"
        value={formatSoles(d.revenueThisMonth.value ?? 0)}
        detail={revenueChange(d)}
        series={d.revenueThisMonth.series}
        periodLabel={monthLabel}
        formatValue={formatSoles}
        trendTitle="Ingresos por mes"
      />
      <KpiCard
        label="Pagos pendientes"
        value={formatSoles(d.pendingPayments.value ?? 0)}
        detail={`${countOf(d.pendingPayments.count, 'cuota')} por cobrar · ${countOf(d.pendingPayments.toReview, 'pago')} por revisar`}
        series={d.pendingPayments.series}
        periodLabel={monthLabel}
        formatValue={formatSoles}
        trendTitle="Saldo pendiente por mes de vencimiento"
      />
      <KpiCard
        label="Asistencia"
        value={d.attendanceRate.value === null ? '—' : percent(d.attendanceRate.value)}
        detail={d.attendanceRate.value === null ? 'Sin asistencia registrada en los últimos 30 días' : 'Últimos 30 días'}
        series={d.attendanceRate.series}
        periodLabel={dayLabel}
        formatValue={percent}
        trendTitle="Asistencia por semana"
      />
      <KpiCard
        label="Inicios de sesión hoy"
        value={count(d.signInsToday.value ?? 0)}
        detail="Últimos 14 días en la tendencia"
        series={d.signInsToday.series}
        periodLabel={dayLabel}
        formatValue={count}
        trendTitle="Inicios de sesión por día"
      />
    </div>
  );
}

/** /superadmin: the institute's key figures with trend sparklines, and the latest audit events. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <section>
      <PageHeading title="Dashboard" subtitle="Indicadores del instituto calculados con los datos de la plataforma." />
      {dashboard.isPending ? <Skeleton lines={6} height="5rem" label="Cargando indicadores…" /> : null}
      {dashboard.isError ? (
        <ErrorState message={loadError(dashboard.error, DASHBOARD_LOAD_ERROR)} onRetry={() => dashboard.refetch()} />
      ) : null}
      {dashboard.data ? <Kpis d={dashboard.data} /> : null}
      <RecentActivity />
    </section>
  );
}
