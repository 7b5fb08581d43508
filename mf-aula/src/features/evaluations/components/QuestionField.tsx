import type { QuestionResponse, StudentQuizQuestion } from '@inpro/shared-contracts';
import styles from './Evaluations.module.css';

export interface QuestionFieldProps {
  index: number;
  question: StudentQuizQuestion;
  value: QuestionResponse | undefined;
  disabled?: boolean;
  onChange: (value: QuestionResponse) => void;
}

/** One question as its kind asks: radios (single, true/false), checkboxes (multiple), a line or a text area. */
export function QuestionField({ index, question: q, value, disabled, onChange }: QuestionFieldProps) {
  const kind = q.kind ?? 'single';
  const id = `q-${q.id}`;
  const legend = `${index + 1}. ${q.text}`;
  if (kind === 'short' || kind === 'essay') {
    const text = typeof value === 'string' ? value : '';
    return (
      <div className={styles.question}>
        <label htmlFor={id} className={styles.legend}>
          {legend}
        </label>
        {kind === 'short' ? (
          <input id={id} type="text" value={text} disabled={disabled} maxLength={200} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <textarea id={id} rows={6} value={text} disabled={disabled} maxLength={20000} onChange={(e) => onChange(e.target.value)} />
        )}
        {kind === 'essay' ? <p className={styles.hint}>La califica el docente.</p> : null}
      </div>
    );
  }
  const chosen = Array.isArray(value) ? value : [];
  return (
    <fieldset className={styles.question} disabled={disabled}>
      <legend>
        {legend}
        {kind === 'multiple' ? ' (marca todas las correctas)' : ''}
      </legend>
      {q.options.map((option, j) => (
        <label key={j} className={styles.option} htmlFor={`${id}-${j}`}>
          {kind === 'multiple' ? (
            <input
              id={`${id}-${j}`}
              type="checkbox"
              checked={chosen.includes(j)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, j].sort((a, b) => a - b) : chosen.filter((c) => c !== j))}
            />
          ) : (
            <input id={`${id}-${j}`} type="radio" name={id} value={j} checked={value === j} onChange={() => onChange(j)} />
          )}
          {option}
        </label>
      ))}
    </fieldset>
  );
}
