import { Link, useParams } from '@inpro/ui/router';
import { ErrorState, FirstLoad, LoadingText, useToast, isForbidden, loadError } from '@inpro/ui';
import { SUBMISSION_LATE, formatLimaDateTime } from '@inpro/shared-contracts';
import { PageHeading } from '../../../app/PageHeading';
import { COURSE_ID_INVALID, MaterialsNotice, routeId } from '../../materials';
import { useEvaluation } from '../hooks/useEvaluation';
import { useSubmitEvaluation, type SubmitInput } from '../hooks/useSubmitEvaluation';
import { EvaluationStateBadge } from './EvaluationStateBadge';
import { AttemptPanel } from './AttemptPanel';
import { SubmissionView } from './SubmissionView';
import { TaskForm } from './TaskForm';
import styles from './Evaluations.module.css';

export const EVALUATION_ID_INVALID = 'ID de evaluación inválido.';
export const EVALUATION_ERROR = 'No se pudo cargar la evaluación.';
export const SUBMITTED_MESSAGE = 'Entrega enviada.';
/** Said before the first answer too: the server takes a new one until the due date, and grades the last. */
export const RESUBMIT_HINT = 'Puedes reenviar hasta la fecha límite; se califica la última entrega.';

/** /aula/evaluaciones/{courseId}/{evaluationId}: instructions, submit a task or take the quiz's attempts, then the result. */
export function EvaluationPage() {
  const params = useParams();
  const courseId = routeId(params.courseId);
  const evaluationId = routeId(params.evaluationId);
  const evaluation = useEvaluation(courseId === null ? null : evaluationId);
  const submit = useSubmitEvaluation(evaluationId ?? 0);
  const toast = useToast();

  const back =
    courseId !== null ? (
      <p className={styles.back}>
        <Link to={`/aula/evaluaciones/${courseId}`}>← Volver a las evaluaciones</Link>
      </p>
    ) : null;
  const frame = (title: string, body: React.ReactNode, subtitle?: React.ReactNode) => (
    <section>
      <PageHeading title={title} subtitle={subtitle} />
      {back}
      {body}
    </section>
  );

  if (courseId === null) return frame('Evaluación', <MaterialsNotice message={COURSE_ID_INVALID} />);
  if (evaluationId === null)
    return frame(
      'Evaluación',
      <MaterialsNotice message={EVALUATION_ID_INVALID} backTo={`/aula/evaluaciones/${courseId}`} backLabel="Volver a las evaluaciones" />,
    );
  if (evaluation.isPending)
    return frame(
      'Evaluación',
      <FirstLoad query={evaluation}>
        <LoadingText>Cargando evaluación…</LoadingText>
      </FirstLoad>,
    );
  if (evaluation.isLoadingError)
    return frame(
      'Evaluación',
      isForbidden(evaluation.error) ? (
        <MaterialsNotice message={loadError(evaluation.error, 'No estás inscrito en este curso.')} />
      ) : (
        <ErrorState message={loadError(evaluation.error, EVALUATION_ERROR)} onRetry={() => evaluation.refetch()} />
      ),
    );

  const e = evaluation.data;
  // A refusal is thrown back to the form, which shows it.
  const send = async (input: SubmitInput) => {
    await submit.mutateAsync(input);
    toast.success(SUBMITTED_MESSAGE);
  };

  let action;
  if (e.type === 'Quiz') action = <AttemptPanel evaluation={e} />;
  else if (e.submission)
    action = (
      <>
        <SubmissionView submission={e.submission} />
        {e.canSubmit ? (
          <section aria-labelledby="resubmit-title">
            <h2 id="resubmit-title" className={styles.subtitle}>
              Reenviar entrega
            </h2>
            <p className={styles.hint}>{RESUBMIT_HINT}</p>
            <TaskForm evaluationId={e.id} onSubmit={(text, file) => send({ kind: 'task', text, file })} />
          </section>
        ) : null}
      </>
    );
  else if (!e.canSubmit)
    action = (
      <p className={styles.closed} role="status">
        {e.state === 'VENCIDA' ? SUBMISSION_LATE : 'Esta evaluación no acepta entregas.'}
      </p>
    );
  else
    action = (
      <>
        <TaskForm evaluationId={e.id} onSubmit={(text, file) => send({ kind: 'task', text, file })} />
        <p className={styles.hint}>{RESUBMIT_HINT}</p>
      </>
    );

  return frame(
    e.title,
    <>
      <dl className={styles.details}>
        <div>
          <dt>Tipo</dt>
          <dd>{e.type}</dd>
        </div>
        <div>
          <dt>Fecha límite</dt>
          <dd>{formatLimaDateTime(e.dueAt)} (hora de Lima)</dd>
        </div>
        {e.ownDueAt !== e.dueAt ? (
          <div>
            <dt>Tu prórroga</dt>
            <dd>{formatLimaDateTime(e.ownDueAt)} (hora de Lima)</dd>
          </div>
        ) : null}
        {e.opensAt ? (
          <div>
            <dt>Apertura</dt>
            <dd>{formatLimaDateTime(e.opensAt)} (hora de Lima)</dd>
          </div>
        ) : null}
        <div>
          <dt>Estado</dt>
          <dd>
            <EvaluationStateBadge state={e.state} />
          </dd>
        </div>
      </dl>
      {e.instructions ? (
        <section className={styles.instructions} aria-labelledby="instructions-title">
          <h2 id="instructions-title" className={styles.subtitle}>
            Instrucciones
          </h2>
          <p className={styles.answer}>{e.instructions}</p>
        </section>
      ) : null}
      {action}
    </>,
    `${e.courseTitle} (${e.courseCode})`,
  );
}
