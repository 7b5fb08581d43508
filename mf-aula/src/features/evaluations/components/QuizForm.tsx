import { useMemo } from 'react';
import { quizAnswersFor, type StudentQuizQuestion } from '@inpro/shared-contracts';
import { Button, useUniqueId } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { SUBMIT_ERROR } from './TaskForm';
import styles from './Evaluations.module.css';

export interface QuizFormProps {
  questions: readonly StudentQuizQuestion[];
  /** Sends the checked answers; a refusal it throws is shown in the form. */
  onSubmit: (answers: Record<string, number>) => Promise<unknown>;
}

/** The quiz's questions, one choice each; every question must be answered. Graded at once, only once. */
export function QuizForm({ questions, onSubmit }: QuizFormProps) {
  // The server's check: one of each question's options, every question answered.
  const schema = useMemo(() => quizAnswersFor(questions), [questions]);
  const form = useZodForm({
    schema,
    defaultValues: { answers: {} as Record<string, number> },
    failure: SUBMIT_ERROR,
    onSubmit: ({ answers }) => onSubmit(answers),
  });
  const errorId = useUniqueId('quiz-error');
  const answers = form.values.answers ?? {};
  const unanswered = (id: string) => Boolean(form.errors[`answers.${id}`]);
  // One message for the form: the questions left are marked.
  const error = form.errors._ ?? form.errors.answers ?? questions.map((q) => form.errors[`answers.${q.id}`]).find(Boolean);
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Resolver quiz">
      <ol className={styles.questions}>
        {questions.map((q, i) => (
          <li key={q.id}>
            <fieldset
              className={styles.question}
              aria-invalid={unanswered(q.id) || undefined}
              aria-describedby={unanswered(q.id) ? errorId : undefined}
            >
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
                    onChange={() => form.set(`answers.${q.id}`, j)}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Enviando…">
          Enviar respuestas
        </Button>
      </div>
      <p className={styles.hint}>Solo puedes responder una vez; la nota se calcula al enviar.</p>
    </form>
  );
}
