import { OFFLINE_NOT_SAVED, loadError, waitsForConnection } from '@inpro/ui';
import { DataTable } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { useEvaluations } from '../hooks/useEvaluations';
import { evaluationColumns } from './evaluationColumns';
import { EVALUATIONS_ERROR } from './CourseEvaluationsPage';

export const ALL_EVALUATIONS_EMPTY = 'Tus cursos aún no tienen evaluaciones.';

/** /aula/evaluaciones: the Examen, Tarea and Quiz of every course of the student, the nearest due date first. */
export function EvaluationsPage() {
  const evaluations = useEvaluations();
  const rows = evaluations.data ? [...evaluations.data].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id - b.id) : undefined;
  return (
    <section>
      <PageHeading title="Evaluaciones" subtitle="Exámenes, tareas y quizzes de todos tus cursos." />
      <DataTable
        caption="Evaluaciones de tus cursos"
        captionHidden
        columns={evaluationColumns(true)}
        rows={rows}
        rowKey={(e) => e.id}
        loading={evaluations.isPending && !waitsForConnection(evaluations)}
        loadingLabel="Cargando evaluaciones…"
        error={evaluations.isLoadingError ? loadError(evaluations.error, EVALUATIONS_ERROR) : undefined}
        onRetry={() => evaluations.refetch()}
        emptyText={waitsForConnection(evaluations) ? OFFLINE_NOT_SAVED : ALL_EVALUATIONS_EMPTY}
      />
    </section>
  );
}
