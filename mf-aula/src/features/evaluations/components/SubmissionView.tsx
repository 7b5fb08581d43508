import { SUBMISSION_STATUS_LABELS, formatGrade, formatLimaDateTime, resourceHref, type StudentSubmission } from '@inpro/shared-contracts';
import { Badge, useApiUrl } from '@inpro/ui';
import styles from './Evaluations.module.css';

/** What the student sent, its state, and later the score and the teacher's feedback. */
export function SubmissionView({ submission, passingMark }: { submission: StudentSubmission; passingMark?: number }) {
  const apiUrl = useApiUrl();
  const fileHref = submission.file ? resourceHref(submission.file.url, apiUrl) : null;
  const graded = submission.status === 'CALIFICADO' && submission.score !== null;
  return (
    <section className={styles.submission} aria-labelledby="submission-title">
      <h2 id="submission-title" className={styles.subtitle}>
        Tu entrega
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Enviada</dt>
          <dd>{formatLimaDateTime(submission.submittedAt)}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <Badge tone={graded ? 'success' : 'info'}>{SUBMISSION_STATUS_LABELS[submission.status]}</Badge>
          </dd>
        </div>
        {submission.quizResult ? (
          <div>
            <dt>Respuestas correctas</dt>
            <dd>
              {submission.quizResult.correct} de {submission.quizResult.total}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Nota</dt>
          <dd
            data-testid="submission-score"
            className={
              graded ? (passingMark !== undefined && (submission.score as number) < passingMark ? styles.fail : styles.pass) : undefined
            }
          >
            {graded ? formatGrade(submission.score) : 'Pendiente de calificación'}
          </dd>
        </div>
        {submission.feedback ? (
          <div className={styles.wide}>
            <dt>Retroalimentación del docente</dt>
            <dd>{submission.feedback}</dd>
          </div>
        ) : null}
      </dl>
      {submission.text ? (
        <>
          <h3 className={styles.smallTitle}>Tu respuesta</h3>
          <p className={styles.answer}>{submission.text}</p>
        </>
      ) : null}
      {submission.file && fileHref ? (
        <p>
          Archivo:{' '}
          <a href={fileHref} target="_blank" rel="noopener noreferrer">
            {submission.file.name}
          </a>{' '}
          {submission.file.sizeLabel ? `(${submission.file.sizeLabel})` : null}
        </p>
      ) : null}
    </section>
  );
}
