import {
  SUBMISSION_STATUS_LABELS,
  formatGrade,
  formatLimaDateTime,
  gradeSubmissionSchema,
  resourceHref,
  type SubmissionDetail,
} from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, TextArea, TextField, loadError, useApiUrl, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useGradeSubmission, useReviewSubmission } from '../hooks/useEvaluationMutations';
import { useSubmission } from '../hooks/useSubmission';
import { STATUS_TONES } from './statusTones';
import styles from './Evaluations.module.css';

const GRADE_SAVED = 'Calificación guardada ✅';
const GRADE_ERROR = 'No se pudo guardar la calificación.';

function GradeForm({ submission }: { submission: SubmissionDetail }) {
  const toast = useToast();
  const grade = useGradeSubmission();
  const form = useZodForm({
    schema: gradeSubmissionSchema,
    defaultValues: { score: submission.score === null ? '' : String(submission.score), feedback: submission.feedback ?? '' },
    failure: GRADE_ERROR,
    onSubmit: async (body) => {
      await grade.mutateAsync({ id: submission.id, body });
      toast.success(GRADE_SAVED);
    },
  });
  return (
    <form className={styles.detail} onSubmit={form.submit} noValidate aria-label="Calificar">
      <TextField
        label="Nota (0 a 20)"
        inputMode="decimal"
        placeholder="Ej.: 15.5"
        hint="Hasta dos decimales."
        required
        {...form.field('score')}
      />
      <TextArea label="Retroalimentación" rows={4} maxLength={5000} {...form.field('feedback')} />
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Guardando…">
          {submission.status === 'CALIFICADO' ? 'Actualizar calificación' : 'Guardar calificación'}
        </Button>
      </div>
    </form>
  );
}

function Answer({ s }: { s: SubmissionDetail }) {
  const apiUrl = useApiUrl();
  const href = s.file ? resourceHref(s.file.url, apiUrl) : null;
  return (
    <>
      {s.text ? <p className={styles.answer}>{s.text}</p> : null}
      {s.file && href ? (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {`Abrir archivo: ${s.file.name}`}
          </a>
          {s.file.sizeLabel ? <span className={styles.muted}>{` (${s.file.sizeLabel})`}</span> : null}
        </p>
      ) : null}
      {s.questions.length ? (
        <ol>
          {s.questions.map((q) => {
            const chosen = s.answers?.[q.id];
            const right = chosen === q.answer;
            return (
              <li key={q.id}>
                <strong>{q.text}</strong>
                <div className={right ? styles.right : styles.wrong}>
                  {`Respuesta: ${chosen === undefined ? 'sin responder' : (q.options[chosen] ?? '—')} ${right ? '✓' : '✗'}`}
                </div>
                {right ? null : <div className={styles.muted}>{`Correcta: ${q.options[q.answer]}`}</div>}
              </li>
            );
          })}
        </ol>
      ) : null}
      {s.quizResult ? <p>{`Resultado del quiz: ${s.quizResult.correct} de ${s.quizResult.total} correctas.`}</p> : null}
      {!s.text && !s.file && !s.questions.length ? <p className={styles.muted}>La entrega no tiene contenido.</p> : null}
    </>
  );
}

/** One submission: the student's answer or file, and the grade 0–20 (decimals) with feedback. */
export function SubmissionDialog({ submissionId, onClose }: { submissionId: number | null; onClose: () => void }) {
  const submission = useSubmission(submissionId);
  const review = useReviewSubmission();
  const toast = useToast();
  if (submissionId === null) return null;
  const s = submission.data;
  return (
    <Dialog open onClose={onClose} size="lg" title={s ? `${s.evaluationTitle} — ${s.student.fullName}` : 'Entrega'}>
      {submission.isPending ? (
        <LoadingText>Cargando entrega…</LoadingText>
      ) : submission.isError ? (
        <ErrorState message={loadError(submission.error, 'No se pudo cargar la entrega.')} onRetry={() => submission.refetch()} />
      ) : (
        <div className={styles.detail}>
          <dl className={styles.meta}>
            <dt>Curso</dt>
            <dd>{s!.courseTitle}</dd>
            <dt>Alumno</dt>
            <dd>{`${s!.student.fullName} (${s!.student.email})`}</dd>
            <dt>Entregado</dt>
            <dd>
              {formatLimaDateTime(s!.submittedAt)} {s!.late ? <Badge tone="warning">Fuera de plazo</Badge> : null}
            </dd>
            <dt>Estado</dt>
            <dd>
              <Badge tone={STATUS_TONES[s!.status]}>{SUBMISSION_STATUS_LABELS[s!.status]}</Badge>
              {s!.status === 'CALIFICADO' ? ` Nota: ${formatGrade(s!.score)}` : null}
            </dd>
          </dl>
          <h3>Respuesta del alumno</h3>
          <Answer s={s!} />
          {s!.status === 'PENDIENTE' ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                loading={review.isPending}
                onClick={() =>
                  review.mutate(s!.id, {
                    onSuccess: () => toast.info('La entrega pasó a En revisión.'),
                    onError: (err) => toast.error(loadError(err, 'No se pudo cambiar el estado.')),
                  })
                }
              >
                Pasar a En revisión
              </Button>
            </div>
          ) : null}
          <h3>Calificación</h3>
          <GradeForm key={s!.id} submission={s!} />
        </div>
      )}
    </Dialog>
  );
}
