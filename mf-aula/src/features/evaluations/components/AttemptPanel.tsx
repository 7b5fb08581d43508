import { useEffect, useRef, useState } from 'react';
import {
  ATTEMPT_RULE_LABELS,
  formatGrade,
  formatLimaDateTime,
  type QuestionResponse,
  type StudentAttempt,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { Button, ErrorState, FirstLoad, LoadingText, loadError, useOnlineAction, useToast } from '@inpro/ui';
import { ConfirmDialog } from '@inpro/ui/admin';
import { useAttemptActions, useAttempts } from '../hooks/useAttempts';
import { Countdown } from './Countdown';
import { QuestionField } from './QuestionField';
import styles from './Evaluations.module.css';

const ATTEMPT_SENT = 'Intento enviado.';
const ATTEMPT_TIME_UP = 'Se acabó el tiempo: se envió lo que respondiste.';

/** What the quiz allows, in one line: attempts, the rule that counts, the time limit. */
function rules(e: StudentEvaluation): string {
  const parts = [`${e.maxAttempts === 1 ? '1 intento' : `${e.maxAttempts} intentos`} (usados: ${e.attemptsUsed})`];
  if (e.maxAttempts > 1) parts.push(`cuenta: ${ATTEMPT_RULE_LABELS[e.attemptRule].toLowerCase()}`);
  parts.push(e.timeLimitMinutes ? `tiempo límite: ${e.timeLimitMinutes} min` : 'sin tiempo límite');
  return parts.join(' · ');
}

function AttemptForm({ attempt, onDone }: { attempt: StudentAttempt; onDone: (timeUp: boolean) => void }) {
  const { save, submit } = useAttemptActions(attempt.evaluationId);
  const [responses, setResponses] = useState<Record<string, QuestionResponse>>(attempt.responses);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(responses);
  // Offline the answers can still be chosen; sending the attempt waits for the connection.
  const online = useOnlineAction();
  latest.current = responses;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Answers are saved as the student goes (a second after the last change), so the server can
  // submit them when the time is up even if this page is closed.
  const change = (id: string, value: QuestionResponse) => {
    setResponses((r) => ({ ...r, [id]: value }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate({ attemptId: attempt.id, responses: { ...latest.current, [id]: value } }), 1000);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const answered = attempt.questions.filter((q) => {
    const v = responses[q.id];
    return v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);
  }).length;
  const send = async () => {
    clearTimeout(timer.current);
    try {
      await submit.mutateAsync({ attemptId: attempt.id, responses: latest.current });
      setConfirming(false);
      onDone(false);
    } catch (err) {
      setConfirming(false);
      setError(loadError(err, 'No se pudo enviar el intento.'));
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={`Intento ${attempt.number}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!online.offline) setConfirming(true);
      }}
    >
      <h2 className={styles.subtitle}>Intento {attempt.number}</h2>
      <Countdown className={styles.timer} deadline={attempt.deadlineAt} onExpire={() => onDone(true)} />
      <p className={styles.hint}>
        Termina a las {formatLimaDateTime(attempt.deadlineAt)} (hora de Lima). Tus respuestas se guardan mientras avanzas
        {save.isPending ? ' (guardando…)' : save.isSuccess ? ' (guardado)' : ''}.
      </p>
      <ol className={styles.questions}>
        {attempt.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionField index={i} question={q} value={responses[q.id]} onChange={(v) => change(q.id, v)} />
          </li>
        ))}
      </ol>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {online.reason}
      <div>
        <Button type="submit" disabled={online.offline} aria-describedby={online.describedBy}>
          Enviar intento
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="¿Enviar el intento?"
        message={`Respondiste ${answered} de ${attempt.questions.length} preguntas. Una vez enviado no podrás cambiar tus respuestas.`}
        confirmLabel="Enviar definitivamente"
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** A quiz's attempts: start one, answer it against the clock, confirm the submission, see each grade. */
export function AttemptPanel({ evaluation: e }: { evaluation: StudentEvaluation }) {
  const attempts = useAttempts(e.id);
  const { start } = useAttemptActions(e.id);
  const toast = useToast();
  const [startError, setStartError] = useState<string | null>(null);
  const online = useOnlineAction();
  if (attempts.isPending)
    return (
      <FirstLoad query={attempts}>
        <LoadingText>Cargando intentos…</LoadingText>
      </FirstLoad>
    );
  if (attempts.isLoadingError)
    return <ErrorState message={loadError(attempts.error, 'No se pudieron cargar tus intentos.')} onRetry={() => attempts.refetch()} />;
  const list = attempts.data;
  const open = list.find((a) => !a.submittedAt);
  const done = list.filter((a) => a.submittedAt);
  const finished = (timeUp: boolean) => {
    if (timeUp) toast.info(ATTEMPT_TIME_UP);
    else toast.success(ATTEMPT_SENT);
    void attempts.refetch();
  };

  return (
    <section className={styles.submission} aria-labelledby="attempts-title">
      <h2 id="attempts-title" className={styles.subtitle}>
        Intentos
      </h2>
      <p>{rules(e)}</p>
      {e.submission?.score != null ? (
        <p>
          Nota que cuenta: <strong>{formatGrade(e.submission.score)}</strong>
        </p>
      ) : null}
      {done.length ? (
        <ul>
          {done.map((a) => (
            <li key={a.id}>
              Intento {a.number}:{' '}
              {a.score !== null
                ? `${formatGrade(a.score)} (${a.correct} de ${a.total} correctas)`
                : 'pendiente de calificación del docente'}
              {a.autoSubmitted ? ' · enviado al acabarse el tiempo' : ''}
              {a.feedback ? ` · ${a.feedback}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <AttemptForm key={open.id} attempt={open} onDone={finished} />
      ) : e.canSubmit ? (
        <div>
          {startError ? (
            <p className={styles.error} role="alert">
              {startError}
            </p>
          ) : null}
          {online.reason}
          <Button
            loading={start.isPending}
            loadingText="Comenzando…"
            disabled={online.offline}
            aria-describedby={online.describedBy}
            onClick={async () => {
              setStartError(null);
              try {
                await start.mutateAsync();
                await attempts.refetch();
              } catch (err) {
                setStartError(loadError(err, 'No se pudo comenzar el intento.'));
              }
            }}
          >
            {done.length ? 'Comenzar otro intento' : 'Comenzar intento'}
          </Button>
          {e.timeLimitMinutes ? <p className={styles.hint}>El tiempo empieza a correr al comenzar.</p> : null}
        </div>
      ) : (
        <p className={styles.closed} role="status">
          {e.attemptsUsed >= e.maxAttempts ? 'Ya usaste todos tus intentos.' : 'Este quiz no acepta intentos ahora.'}
        </p>
      )}
    </section>
  );
}
