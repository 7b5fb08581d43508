import { QUESTION_KINDS, QUESTION_KIND_LABELS, TRUE_FALSE_OPTIONS, type QuestionKind } from '@inpro/shared-contracts';
import { Button, SelectField, TextArea, TextField } from '@inpro/ui';
import { newQuestion, optionsError, withKind, type QuestionDraft } from '../evaluationForm';
import styles from './Evaluations.module.css';

export interface QuestionsEditorProps {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The form's messages by field ('questions', 'questions.0.text', 'questions.0.options.1'…). */
  errors: Partial<Record<string, string>>;
  /** One question only (the bank's form): no add button, its own legend. */
  single?: boolean;
}

const MAX_OPTIONS = 8;

/** The questions of a quiz or the bank: kind, statement, and what is right (options, true/false, accepted answers; essays none). */
export function QuestionsEditor({ questions, onChange, errors, single = false }: QuestionsEditorProps) {
  const set = (i: number, q: QuestionDraft) => onChange(questions.map((x, j) => (j === i ? q : x)));
  return (
    <fieldset className={styles.questions}>
      <legend>{single ? 'Nueva pregunta del banco' : 'Preguntas del quiz'}</legend>
      {errors.questions ? (
        <p className={styles.error} role="alert">
          {errors.questions}
        </p>
      ) : null}
      <ol className={styles.questionList}>
        {questions.map((q, i) => (
          <li key={q.key} className={styles.question}>
            <SelectField
              label={`Tipo de ítem ${i + 1}`}
              value={q.kind}
              options={QUESTION_KINDS.map((k) => ({ value: k, label: QUESTION_KIND_LABELS[k] }))}
              onChange={(e) => set(i, withKind(q, e.target.value as QuestionKind))}
            />
            <TextField
              label={`Pregunta ${i + 1}`}
              value={q.text}
              maxLength={1000}
              onChange={(e) => set(i, { ...q, text: e.target.value })}
              error={errors[`questions.${i}.text`]}
            />
            {q.kind === 'truefalse' ? (
              <fieldset className={styles.options}>
                <legend>{`Respuesta correcta de la pregunta ${i + 1}`}</legend>
                {TRUE_FALSE_OPTIONS.map((label, k) => (
                  <label key={label} className={styles.option}>
                    <input type="radio" name={`answer-${q.key}`} checked={q.answer === k} onChange={() => set(i, { ...q, answer: k })} />
                    {label}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {q.kind === 'short' ? (
              <TextArea
                label={`Respuestas aceptadas (ítem ${i + 1})`}
                hint="Una por línea; se comparan sin mayúsculas ni tildes."
                rows={3}
                value={q.accepted}
                onChange={(e) => set(i, { ...q, accepted: e.target.value })}
                error={errors[`questions.${i}.accepted`]}
              />
            ) : null}
            {q.kind === 'essay' ? <p className={styles.hint}>La calificas a mano, con retroalimentación.</p> : null}
            {q.kind !== 'single' && q.kind !== 'multiple' ? (
              <div className={styles.inline}>
                <Button variant="ghost" size="sm" onClick={() => onChange(questions.filter((_, j) => j !== i))}>
                  {`Quitar pregunta ${i + 1}`}
                </Button>
              </div>
            ) : (
              <fieldset className={styles.options}>
                <legend>{`Opciones de la pregunta ${i + 1} (${q.kind === 'multiple' ? 'marca todas las correctas' : 'marca la correcta'})`}</legend>
                {q.options.map((option, k) => (
                  <div key={k} className={styles.option}>
                    {q.kind === 'multiple' ? (
                      <input
                        type="checkbox"
                        checked={q.answers.includes(k)}
                        onChange={(e) => set(i, { ...q, answers: e.target.checked ? [...q.answers, k] : q.answers.filter((a) => a !== k) })}
                        aria-label={`Opción ${k + 1} es correcta`}
                      />
                    ) : (
                      <input
                        type="radio"
                        name={`answer-${q.key}`}
                        checked={q.answer === k}
                        onChange={() => set(i, { ...q, answer: k })}
                        aria-label={`Opción ${k + 1} es la correcta`}
                      />
                    )}
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
                            answers: q.answers.filter((a) => a !== k).map((a) => (a > k ? a - 1 : a)),
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
            )}
            {errors[`questions.${i}.answers`] ? <p className={styles.error}>{errors[`questions.${i}.answers`]}</p> : null}
          </li>
        ))}
      </ol>
      {single ? null : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...questions, newQuestion()])}>
            + Añadir pregunta
          </Button>
        </div>
      )}
    </fieldset>
  );
}
