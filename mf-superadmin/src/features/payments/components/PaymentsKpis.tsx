import { PAYMENT_STATUS_LABELS, addMonthsToDate, countOf, formatCount, formatSoles, type PaymentsSummary } from '@inpro/shared-contracts';
import { Chart } from '@inpro/ui/charts';
import { KpiCard, dashboardStyles as dashboard, dayLabel, monthLabel } from '../../dashboard';

const points = (periods: readonly string[], values: readonly number[]) => values.map((value, i) => ({ period: periods[i] ?? '', value }));

/** The months a sparkline covers, from the first one (YYYY-MM-01). */
function monthsFrom(first: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addMonthsToDate(first, i));
}

/** Days of this month up to today (YYYY-MM-DD), from the first month label of the summary. */
function daysOfMonth(month: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${month.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
}

/** Cobrado, Pendiente, Vencido and Este mes with their sparklines, and the donut of payments by status. */
export function PaymentsKpis({ summary }: { summary: PaymentsSummary }) {
  const { collected, pending, overdue, thisMonth, months } = summary;
  const current = months[months.length - 1] ?? '';
  return (
    <>
      <div className={dashboard.kpis}>
        <KpiCard
          label="Cobrado"
          value={formatSoles(collected.amount)}
          detail={countOf(collected.count, 'pago aprobado', 'pagos aprobados')}
          series={points(months, collected.trend)}
          periodLabel={monthLabel}
          formatValue={formatSoles}
          trendTitle="Cobrado por mes"
        />
        <KpiCard
          label="Pendiente"
          value={formatSoles(pending.amount)}
          detail={`${countOf(pending.count, 'cuota')} por vencer`}
          series={points(monthsFrom(current, pending.trend.length), pending.trend)}
          periodLabel={monthLabel}
          formatValue={formatSoles}
          trendTitle="Por cobrar por mes de vencimiento"
        />
        <KpiCard
          label="Vencido"
          value={formatSoles(overdue.amount)}
          detail={countOf(overdue.count, 'cuota vencida', 'cuotas vencidas')}
          series={points(months, overdue.trend)}
          periodLabel={monthLabel}
          formatValue={formatSoles}
          trendTitle="Vencido por mes de vencimiento"
        />
        <KpiCard
          label="Este mes"
          value={formatSoles(thisMonth.amount)}
          detail={`${countOf(thisMonth.count, 'pago')} este mes`}
          series={points(daysOfMonth(current, thisMonth.trend.length), thisMonth.trend)}
          periodLabel={dayLabel}
          formatValue={formatSoles}
          trendTitle="Cobrado en el mes, acumulado por día"
        />
      </div>
      <Chart
        kind="doughnut"
        title="Pagos por estado"
        labels={summary.byStatus.map((s) => PAYMENT_STATUS_LABELS[s.status])}
        series={[{ label: 'Pagos', data: summary.byStatus.map((s) => s.count) }]}
        formatValue={formatCount}
        height={220}
        emptyText="Sin pagos."
      />
    </>
  );
}
