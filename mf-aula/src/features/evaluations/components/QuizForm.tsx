import { useState, type FormEvent } from 'react';
import { QUIZ_ANSWERS_INCOMPLETE, type StudentQuizQuestion } from '@inpro/shared-contracts';
import { Button } from '@inpro/ui';
import styles from './Evaluations.module.css';

export interface QuizFormProps {
  questions: readonly StudentQuizQuestion[];
  busy: boolean;
  serverError?: string;
  onSubmit: (answers: Record<string, number>) => void;
}

/** The quiz's questions, one choice each; every question must be answered. Graded at once, only once. */
export function QuizForm({ questions, busy, serverError, onSubmit }: QuizFormProps) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = questions.find((q) => answers[q.id] === undefined);
    if (missing) {
      setError(QUIZ_ANSWERS_INCOMPLETE);
      document.getElementById(`q-${missing.id}-0`)?.focus();
      return;
    }
    setError(undefined);
    onSubmit(answers);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Resolver quiz">
      <ol className={styles.questions}>
        {questions.map((q, i) => (
          <li key={q.id}>
            <fieldset className={styles.question} aria-invalid={error && answers[q.id] === undefined ? true : undefined}>
              <legend>
                {i + 1}. {q.text}
              </legend>
              {q.options.map((option, j) => (
                <label key={j} className={styles.option} htmlFor={`q-${q.id}-${j}`}>
                  <input
                    id={`q-${q.id}-${j}`}
                    type="radio"
                    name={`q-${q.id}`}
                    value={j}
                    checked={answers[q.id] === j}
                    onChange={() => {
                      setAnswers((a) => ({ ...a, [q.id]: j }));
                      setError(undefined);
                    }}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {error || serverError ? (
        <p className={styles.error} role="alert">
          {error ?? serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText="Enviando…">
          Enviar respuestas
        </Button>
      </div>
      <p className={styles.hint}>Solo puedes responder una vez; la nota se calcula al enviar.</p>
    </form>
  );
}
