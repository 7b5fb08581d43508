import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';
import { FieldNotes } from './FieldNotes';
import { useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface CheckboxFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, Omit<FieldBaseProps, 'labelHidden'> {}

export function CheckboxField(props: CheckboxFieldProps) {
  const { shell, control } = useFieldProps(props);
  const { id, hintId, errorId, label, hint, error, className } = shell;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input {...control} type="checkbox" className={styles.checkbox} />
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
