import { useState } from 'react';
import {
  REPORT_FORMATS,
  REPORT_PREVIEW_ROWS,
  REPORT_TYPES,
  formatDate,
  limaDate,
  reportQuerySchema,
  type ReportFormat,
  type ReportQuery,
} from '@inpro/shared-contracts';
import { Button, DateField, EmptyState, ErrorState, LoadingText, PageHeading, SelectField, loadError, useToast } from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { useZodForm } from '@inpro/ui/forms';
import { areaStyles as common } from '@inpro/ui/admin';
import { useDownloadReport, useReportPreview } from '../hooks/useReport';
import { ReportTable } from './ReportTable';
import styles from './Reports.module.css';

export const REPORT_LOAD_ERROR = 'No se pudo generar el reporte.';

type Values = { type: string; from: string; to: string };

/** This month so far (Lima): 01/mm/aaaa to today. */
function thisMonth(): Values {
  const today = formatDate(limaDate());
  return { type: 'Financiero', from: `01/${today.slice(3)}`, to: today };
}

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

/** /superadmin/reportes: type and period (typed dd/mm/aaaa or picked), preview, CSV/XLSX/PDF downloads. */
export function ReportsPage() {
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const preview = useReportPreview(query);
  const download = useDownloadReport();
  const toast = useToast();
  const form = useZodForm({
    schema: reportQuerySchema,
    defaultValues: thisMonth(),
    failure: REPORT_LOAD_ERROR,
    onSubmit: setQuery,
  });
  const { values, errors, set } = form;

  const save = (format: ReportFormat) => {
    if (!query) return;
    download.mutate(
      { q: query, format },
      {
        onSuccess: (name) => toast.success(`Descargado: ${name}.`),
        onError: async (err) => toast.error(await downloadError(err, 'No se pudo descargar el reporte.')),
      },
    );
  };

  const report = preview.data;
  return (
    <section>
      <PageHeading
        title="Reportes"
        subtitle="Genera un reporte Financiero, de Cursos o de Usuarios para un periodo, revísalo y descárgalo."
      />
      <form className={`${common.card} ${styles.form}`} onSubmit={form.submit} noValidate aria-label="Generador de reportes">
        <SelectField label="Tipo de reporte" options={REPORT_TYPES.map((t) => ({ value: t, label: t }))} {...form.field('type')} />
        <DateField label="Desde" name="from" value={values.from} onChange={(v) => set('from', v)} error={errors.from} required />
        <DateField label="Hasta" name="to" value={values.to} onChange={(v) => set('to', v)} error={errors.to} required />
        <Button type="submit" className={styles.submit} loading={preview.isFetching} loadingText="Generando…">
          Generar vista previa
        </Button>
      </form>

      {!query ? <EmptyState message="Elige el tipo y el periodo, y genera la vista previa." /> : null}
      {query && preview.isPending ? <LoadingText>Generando el reporte…</LoadingText> : null}
      {preview.isError ? <ErrorState message={loadError(preview.error, REPORT_LOAD_ERROR)} onRetry={() => preview.refetch()} /> : null}
      {report ? (
        <>
          <div className={styles.previewHead}>
            <div>
              <h2 className={styles.previewTitle}>{report.title}</h2>
              <p className={common.muted}>
                Periodo: {formatDate(report.from)} al {formatDate(report.to)} ·{' '}
                {report.totalRows === 1 ? '1 fila' : `${report.totalRows} filas`}
                {report.totalRows > REPORT_PREVIEW_ROWS
                  ? ` (se muestran las primeras ${REPORT_PREVIEW_ROWS}; las descargas incluyen todas)`
                  : ''}
              </p>
            </div>
            <div className={common.actions}>
              {REPORT_FORMATS.map((f) => (
                <Button
                  key={f}
                  variant="secondary"
                  onClick={() => save(f)}
                  disabled={download.isPending}
                  loading={download.isPending && download.variables?.format === f}
                  loadingText="Descargando…"
                >
                  {`Descargar ${FORMAT_LABELS[f]}`}
                </Button>
              ))}
            </div>
          </div>
          {report.rows.length === 0 ? <EmptyState message="Sin datos en el periodo." /> : <ReportTable report={report} />}
        </>
      ) : null}
    </section>
  );
}
