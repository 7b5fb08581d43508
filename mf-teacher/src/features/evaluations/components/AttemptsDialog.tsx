import { useState } from 'react';
import { formatGrade, formatLimaDateTime, type TeacherAttempt } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, TextArea, TextField, loadError, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { useAttempts } from '../hooks/useAttempts';
import styles from './Evaluations.module.css';

const ESSAYS_GRADED = 'Desarrollo calificado.';

/** The essays of one attempt: the student's text, a 0–20 grade each, and feedback. */
function EssayGrading({
  attempt,
  onGrade,
}: {
  attempt: TeacherAttempt;
  onGrade: (grades: Record<string, string>, feedback: string) => Promise<void>;
}) {
  const essays = attempt.questions.filter((q) => q.kind === 'essay');
  const [grades, setGrades] = useState<Record<string, string>>(
    Object.fromEntries(essays.map((q) => [q.id, attempt.essayGrades[q.id] === undefined ? '' : String(attempt.essayGrades[q.id])])),
  );
  const [feedback, setFeedback] = useState(attempt.feedback ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!essays.length) return null;
  return (
    <form
      className={styles.form}
      aria-label={`Calificar desarrollo de ${attempt.student.fullName}, intento ${attempt.number}`}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await onGrade(grades, feedback);
        } catch (err) {
          setError(loadError(err, 'No se pudo calificar.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {essays.map((q) => (
        <div key={q.id}>
          <p>
            <strong>{q.text}</strong>
          </p>
          <p className={styles.answer}>
            {typeof attempt.responses[q.id] === 'string' ? String(attempt.responses[q.id]) : 'Sin respuesta.'}
          </p>
          <TextField
            label={`Nota de «${q.text.slice(0, 40)}» (0–20)`}
            inputMode="decimal"
            value={grades[q.id] ?? ''}
            onChange={(e) => setGrades({ ...grades, [q.id]: e.target.value })}
          />
        </div>
      ))}
      <TextArea label="Retroalimentación" rows={3} maxLength={5000} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText="Guardando…">
          Guardar calificación
        </Button>
      </div>
    </form>
  );
}

/** A quiz's attempts by student: grade, how it ended, and the essays to grade by hand. */
export function AttemptsDialog({ evaluation, onClose }: { evaluation: { id: number; title: string } | null; onClose: () => void }) {
  const { list, grade } = useAttempts(evaluation?.id ?? null);
  const toast = useToast();
  return (
    <Dialog open={evaluation !== null} onClose={onClose} title={`Intentos: ${evaluation?.title ?? ''}`} size="lg">
      {list.isPending ? (
        <LoadingText>Cargando intentos…</LoadingText>
      ) : list.isError ? (
        <ErrorState message={loadError(list.error, 'No se pudieron cargar los intentos.')} onRetry={() => list.refetch()} />
      ) : !list.data.length ? (
        <p>Aún nadie empezó este quiz.</p>
      ) : (
        <ul className={styles.questionList}>
          {list.data.map((a) => (
            <li key={a.id}>
              <p>
                <strong>{a.student.fullName}</strong> · intento {a.number} ·{' '}
                {!a.submittedAt
                  ? `en curso hasta ${formatLimaDateTime(a.deadlineAt)}`
                  : a.score !== null
                    ? `${formatGrade(a.score)} (${a.correct} de ${a.total} automáticas)`
                    : 'desarrollo por calificar'}
                {a.autoSubmitted ? ' · enviado al acabarse el tiempo' : ''}
              </p>
              {a.submittedAt ? (
                <EssayGrading
                  attempt={a}
                  onGrade={async (grades, feedback) => {
                    await grade.mutateAsync({ attemptId: a.id, body: { grades, feedback } });
                    toast.success(ESSAYS_GRADED);
                    await list.refetch();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
