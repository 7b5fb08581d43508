import { useState } from 'react';
import {
  ADMIN_REPORT_COLUMNS,
  adminReportQuerySchema,
  formatDate,
  formatSoles,
  limaDate,
  type AdminReportQueryInput,
  type CourseReportRow,
  type ReportFigures,
} from '@inpro/shared-contracts';
import { Button, DateField, EmptyState, ErrorState, LoadingText, PageHeading, SelectField, loadError } from '@inpro/ui';
import { DataTable, ExportButtons, areaStyles, type DataColumn } from '@inpro/ui/admin';
import { Chart } from '@inpro/ui/charts';
import { useZodForm } from '@inpro/ui/forms';
import { useCourses } from '../../courses';
import { useReport } from '../hooks/useReport';

type Values = { from: string; to: string; courseId: string; area: string };
const pct = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} %`);
const grade = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/** dd/mm/aaaa of the first day of this year and of today, in Lima wherever the browser runs. */
function defaultPeriod(): Values {
  const today = limaDate();
  return { from: formatDate(`${today.slice(0, 4)}-01-01`), to: formatDate(today), courseId: '', area: '' };
}

const columns: DataColumn<CourseReportRow>[] = [
  { key: 'code', header: ADMIN_REPORT_COLUMNS[0] },
  { key: 'title', header: ADMIN_REPORT_COLUMNS[1], rowHeader: true },
  { key: 'area', header: ADMIN_REPORT_COLUMNS[2] },
  { key: 'enrolments', header: ADMIN_REPORT_COLUMNS[3], align: 'right' },
  { key: 'revenue', header: ADMIN_REPORT_COLUMNS[4], align: 'right', render: (r) => formatSoles(r.revenue) },
  { key: 'attendanceRate', header: ADMIN_REPORT_COLUMNS[5], align: 'right', render: (r) => pct(r.attendanceRate) },
  { key: 'averageGrade', header: ADMIN_REPORT_COLUMNS[6], align: 'right', render: (r) => grade(r.averageGrade) },
  { key: 'completionRate', header: ADMIN_REPORT_COLUMNS[7], align: 'right', render: (r) => pct(r.completionRate) },
  { key: 'certificates', header: ADMIN_REPORT_COLUMNS[8], align: 'right' },
];

function Totals({ t }: { t: ReportFigures }) {
  return (
    <dl className={areaStyles.toolbar} aria-label="Totales del periodo">
      {[
        ['Inscripciones', String(t.enrolments)],
        ['Recaudación', formatSoles(t.revenue)],
        ['Asistencia', pct(t.attendanceRate)],
        ['Promedio', grade(t.averageGrade)],
        ['Culminación', pct(t.completionRate)],
        ['Certificados', String(t.certificates)],
      ].map(([label, value]) => (
        <div key={label} className={areaStyles.card}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/reportes: real figures for a period and course/area filters, a chart by month, and CSV/XLSX/PDF of the same table. */
export function ReportsPage() {
  const courses = useCourses();
  const [query, setQuery] = useState<AdminReportQueryInput | null>(null);
  const report = useReport(query);
  const form = useZodForm({
    schema: adminReportQuerySchema,
    defaultValues: defaultPeriod(),
    failure: 'No se pudo generar el reporte.',
    // The period as typed (dd/mm/aaaa): the server and the export read it with the same schema.
    onSubmit: () => {
      const { from, to, courseId, area } = form.values;
      setQuery({ from, to, courseId: courseId || undefined, area: area || undefined });
    },
  });
  const { values, errors, set } = form;

  let content = null;
  if (query && report.isPending) content = <LoadingText>Generando reporte…</LoadingText>;
  else if (report.isError)
    content = <ErrorState message={loadError(report.error, 'No se pudo generar el reporte.')} onRetry={() => report.refetch()} />;
  else if (report.data) {
    const r = report.data;
    content = (
      <>
        <Totals t={r.totals} />
        <Chart
          kind="bar"
          title="Inscripciones por mes"
          labels={r.monthly.map((m) => m.month)}
          series={[{ label: 'Inscripciones', data: r.monthly.map((m) => m.enrolments) }]}
          height={220}
          emptyText="Sin inscripciones en el periodo."
        />
        <ExportButtons
          path="/admin/reports/export"
          params={{ ...query }}
          formats={['csv', 'xlsx', 'pdf']}
          fileBase="reporte"
          failure="No se pudo exportar el reporte."
        />
        {r.courses.length ? (
          <DataTable caption="Cifras por curso" columns={columns} rows={r.courses} rowKey={(c) => c.courseId} />
        ) : (
          <EmptyState message="No hay cursos con estos filtros." />
        )}
      </>
    );
  }

  return (
    <section>
      <PageHeading title="Reportes" subtitle="Inscripciones, recaudación, asistencia, notas y culminación por curso." />
      <form className={`${areaStyles.card} ${areaStyles.toolbar}`} onSubmit={form.submit} noValidate aria-label="Filtros del reporte">
        <DateField label="Desde" name="from" value={values.from} onChange={(v) => set('from', v)} error={errors.from} required />
        <DateField label="Hasta" name="to" value={values.to} onChange={(v) => set('to', v)} error={errors.to} required />
        <SelectField
          label="Curso"
          {...form.field('courseId')}
          options={[
            { value: '', label: 'Todos' },
            ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` })),
          ]}
        />
        <SelectField
          label="Área"
          {...form.field('area')}
          options={[
            { value: '', label: 'Todas' },
            ...(report.data?.areas ?? [...new Set((courses.data ?? []).map((c) => c.area).filter(Boolean))]).map((a) => ({
              value: a,
              label: a,
            })),
          ]}
        />
        <Button type="submit" loading={report.isFetching} loadingText="Generando…">
          Generar
        </Button>
      </form>
      {content}
    </section>
  );
}
