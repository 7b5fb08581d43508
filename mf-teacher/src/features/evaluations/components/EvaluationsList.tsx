import { formatLimaDateTime, type TeacherEvaluation } from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, useToast, loadError } from '@inpro/ui';
import { DataTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { useDeleteEvaluation } from '../hooks/useEvaluationMutations';
import { useEvaluations } from '../hooks/useEvaluations';

const EVALUATIONS_EMPTY = 'Aún no has creado evaluaciones.';
const EVALUATION_DELETED = 'Evaluación eliminada 🗑️';

/** The teacher's evaluations with their submission counters. */
export function EvaluationsList({
  onShowSubmissions,
  onShowAttempts,
  onEdit,
  onExtensions,
}: {
  onShowSubmissions: (e: TeacherEvaluation) => void;
  onShowAttempts?: (e: TeacherEvaluation) => void;
  onEdit?: (e: TeacherEvaluation) => void;
  onExtensions?: (e: TeacherEvaluation) => void;
}) {
  const toast = useToast();
  const evaluations = useEvaluations(null);
  const remove = useDeleteEvaluation();
  const [confirm, confirmDialog] = useConfirm();

  const onDelete = async (e: TeacherEvaluation) => {
    if (!(await confirm({ title: `¿Eliminar la evaluación «${e.title}»?`, confirmLabel: 'Eliminar', danger: true }))) return;
    remove.mutate(e.id, {
      onSuccess: () => toast.success(EVALUATION_DELETED),
      onError: (err) => toast.error(loadError(err, 'No se pudo eliminar la evaluación.')),
    });
  };

  const columns: DataColumn<TeacherEvaluation>[] = [
    { key: 'title', header: 'Evaluación', rowHeader: true, render: (e) => e.title },
    { key: 'course', header: 'Curso', render: (e) => e.courseTitle },
    {
      key: 'type',
      header: 'Tipo',
      render: (e) => <Badge tone={e.type === 'Quiz' ? 'info' : e.type === 'Examen' ? 'warning' : 'primary'}>{e.type}</Badge>,
    },
    { key: 'dueAt', header: 'Entrega', render: (e) => formatLimaDateTime(e.dueAt) },
    { key: 'submitted', header: 'Entregas', align: 'right', render: (e) => `${e.counts.submitted}/${e.counts.enrolled}` },
    { key: 'toReview', header: 'Por revisar', align: 'right', render: (e) => e.counts.pending + e.counts.inReview },
    { key: 'graded', header: 'Calificadas', align: 'right', render: (e) => e.counts.graded },
    {
      key: 'actions',
      header: 'Acciones',
      render: (e) => (
        <>
          <Button size="sm" variant="secondary" onClick={() => onShowSubmissions(e)} aria-label={`Ver entregas de ${e.title}`}>
            Ver entregas
          </Button>{' '}
          {e.type === 'Quiz' && onShowAttempts ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => onShowAttempts(e)} aria-label={`Ver intentos de ${e.title}`}>
                Intentos
              </Button>{' '}
            </>
          ) : null}
          {onEdit ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => onEdit(e)} aria-label={`Editar ${e.title}`}>
                Editar
              </Button>{' '}
            </>
          ) : null}
          {onExtensions ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => onExtensions(e)} aria-label={`Prórrogas de ${e.title}`}>
                Prórrogas
              </Button>{' '}
            </>
          ) : null}
          {e.counts.submitted === 0 && !e.locked ? (
            <Button size="sm" variant="ghost" onClick={() => onDelete(e)} aria-label={`Eliminar ${e.title}`}>
              Eliminar
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  if (evaluations.isPending) return <LoadingText>Cargando evaluaciones…</LoadingText>;
  if (evaluations.isError)
    return (
      <ErrorState message={loadError(evaluations.error, 'No se pudieron cargar tus evaluaciones.')} onRetry={() => evaluations.refetch()} />
    );
  return (
    <>
      <DataTable
        caption="Mis evaluaciones"
        captionHidden
        columns={columns}
        rows={evaluations.data}
        rowKey={(e) => e.id}
        emptyText={EVALUATIONS_EMPTY}
      />
      {confirmDialog}
    </>
  );
}
