import { Button, TextField } from '@inpro/ui';
import { newQuestion, optionsError, type QuestionDraft } from '../evaluationForm';
import styles from './Evaluations.module.css';

export interface QuestionsEditorProps {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The form's messages by field ('questions', 'questions.0.text', 'questions.0.options.1'…). */
  errors: Partial<Record<string, string>>;
}

const MAX_OPTIONS = 8;

/** The questions of a quiz: statement, 2–8 options and the right one (a radio per option). */
export function QuestionsEditor({ questions, onChange, errors }: QuestionsEditorProps) {
  const set = (i: number, q: QuestionDraft) => onChange(questions.map((x, j) => (j === i ? q : x)));
  return (
    <fieldset className={styles.questions}>
      <legend>Preguntas del quiz</legend>
      {errors.questions ? (
        <p className={styles.error} role="alert">
          {errors.questions}
        </p>
      ) : null}
      <ol className={styles.questionList}>
        {questions.map((q, i) => (
          <li key={q.key} className={styles.question}>
            <TextField
              label={`Pregunta ${i + 1}`}
              value={q.text}
              maxLength={1000}
              onChange={(e) => set(i, { ...q, text: e.target.value })}
              error={errors[`questions.${i}.text`]}
            />
            <fieldset className={styles.options}>
              <legend>{`Opciones de la pregunta ${i + 1} (marca la correcta)`}</legend>
              {q.options.map((option, k) => (
                <div key={k} className={styles.option}>
                  <input
                    type="radio"
                    name={`answer-${q.key}`}
                    checked={q.answer === k}
                    onChange={() => set(i, { ...q, answer: k })}
                    aria-label={`Opción ${k + 1} es la correcta`}
                  />
                  <TextField
                    label={`Opción ${k + 1}`}
                    labelHidden
                    placeholder={`Opción ${k + 1}`}
                    value={option}
                    maxLength={500}
                    onChange={(e) => set(i, { ...q, options: q.options.map((o, m) => (m === k ? e.target.value : o)) })}
                  />
                  {q.options.length > 2 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Quitar opción ${k + 1} de la pregunta ${i + 1}`}
                      onClick={() =>
                        set(i, {
                          ...q,
                          options: q.options.filter((_, m) => m !== k),
                          answer: q.answer === k ? -1 : q.answer > k ? q.answer - 1 : q.answer,
                        })
                      }
                    >
                      ✕
                    </Button>
                  ) : null}
                </div>
              ))}
              {optionsError(errors, i) ? <p className={styles.error}>{optionsError(errors, i)}</p> : null}
              <div className={styles.inline}>
                {q.options.length < MAX_OPTIONS ? (
                  <Button variant="secondary" size="sm" onClick={() => set(i, { ...q, options: [...q.options, ''] })}>
                    + Opción
                  </Button>
                ) : null}
                <Button variant="ghost" size="sm" onClick={() => onChange(questions.filter((_, j) => j !== i))}>
                  {`Quitar pregunta ${i + 1}`}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...questions, newQuestion()])}>
          + Añadir pregunta
        </Button>
      </div>
    </fieldset>
  );
}
