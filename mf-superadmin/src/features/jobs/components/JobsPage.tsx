import { useState } from 'react';
import {
  JOB_QUEUE_LABELS,
  JOB_STATE_LABELS,
  errorMessage,
  formatLimaDateTime,
  type JobList,
  type JobSummary,
} from '@inpro/shared-contracts';
import { Badge, Button, EmptyState, ErrorState, LoadingText, PageHeading, Tabs, VisuallyHidden, loadError, useToast } from '@inpro/ui';
import { DataTable, areaStyles as styles, type DataColumn } from '@inpro/ui/admin';
import { useJobs, useRetryJob } from '../hooks/useJobs';

export const JOBS_ERROR = 'No se pudieron cargar los trabajos.';
export const JOBS_EMPTY: Record<JobList, string> = {
  failed: 'No hay trabajos fallidos.',
  waiting: 'No hay trabajos en espera.',
};

/**
 * /superadmin/trabajos: background work (outgoing mail, installment reminders, class-start notices,
 * the canary check). The failed jobs, with their last error and a retry; the waiting ones (not
 * started yet, to be retried after a failure, or running).
 */
export function JobsPage() {
  const [list, setList] = useState<JobList>('failed');
  const failed = useJobs('failed');
  const waiting = useJobs('waiting');
  const counts = (failed.data ?? waiting.data)?.counts;

  return (
    <section>
      <PageHeading
        title="Trabajos en segundo plano"
        subtitle="Correos, recordatorios de cuotas, avisos de inicio de clase y revisiones de canarios. Un trabajo que falla se reintenta solo varias veces; si aun así falla, aparece aquí y puedes reintentarlo."
      />
      <Tabs
        label="Listas de trabajos"
        selectedId={list}
        onChange={(id) => setList(id as JobList)}
        tabs={[
          { id: 'failed', label: `Fallidos${counts ? ` (${counts.failed})` : ''}`, content: <JobTable list="failed" query={failed} /> },
          {
            id: 'waiting',
            label: `En espera${counts ? ` (${counts.waiting})` : ''}`,
            content: <JobTable list="waiting" query={waiting} />,
          },
        ]}
      />
    </section>
  );
}

function JobTable({ list, query }: { list: JobList; query: ReturnType<typeof useJobs> }) {
  const retry = useRetryJob();
  const toast = useToast();

  const columns: DataColumn<JobSummary>[] = [
    {
      key: 'summary',
      header: 'Trabajo',
      rowHeader: true,
      render: (j) => (
        <>
          {j.summary}
          <div className={styles.muted}>{JOB_QUEUE_LABELS[j.queue] ?? j.queue}</div>
        </>
      ),
    },
    {
      key: 'state',
      header: 'Estado',
      render: (j) => (
        <Badge tone={j.state === 'failed' ? 'danger' : j.state === 'retry' ? 'warning' : 'info'}>{JOB_STATE_LABELS[j.state]}</Badge>
      ),
    },
    { key: 'attempts', header: 'Intentos', align: 'right', render: (j) => `${j.retryCount + 1} de ${j.retryLimit + 1}` },
    {
      key: 'when',
      header: list === 'failed' ? 'Creado' : 'Próximo intento',
      render: (j) => formatLimaDateTime(list === 'failed' ? j.createdOn : j.startAfter),
    },
    { key: 'error', header: 'Último error', render: (j) => j.error ?? '—' },
  ];
  if (list === 'failed') {
    columns.push({
      key: 'retry',
      header: 'Acciones',
      render: (j) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(j.id, {
              onSuccess: (r) => toast.success(r.message),
              onError: (err) => toast.error(loadError(err, 'No se pudo reintentar el trabajo.')),
            })
          }
        >
          Reintentar
          <VisuallyHidden>{` ${j.summary}`}</VisuallyHidden>
        </Button>
      ),
    });
  }

  if (query.data) {
    if (!query.data.items.length) return <EmptyState message={JOBS_EMPTY[list]} />;
    return (
      <DataTable
        caption={list === 'failed' ? 'Trabajos fallidos' : 'Trabajos en espera'}
        captionHidden
        columns={columns}
        rows={query.data.items}
        rowKey={(j) => j.id}
      />
    );
  }
  if (query.isError) return <ErrorState message={errorMessage(query.error, JOBS_ERROR)} onRetry={() => query.refetch()} />;
  return <LoadingText />;
}
