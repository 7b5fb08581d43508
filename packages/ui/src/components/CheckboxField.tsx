import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldNotes } from './FieldNotes';
import { useFieldA11y } from './fieldA11y';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export function CheckboxField({
  label,
  hint,
  error,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: CheckboxFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldA11y(idProp, hint, error, describedBy, ariaInvalid === true);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input {...rest} {...controlProps} id={id} type="checkbox" className={styles.checkbox} />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {hint || error ? (
        <div className={styles.checkNotes}>
          <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
      ) : null}
    </div>
  );
}
