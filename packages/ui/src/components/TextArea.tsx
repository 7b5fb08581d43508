import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldLabel } from './FieldLabel';
import { FieldNotes } from './FieldNotes';
import { useFieldA11y } from './fieldA11y';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export function TextArea({
  label,
  labelHidden,
  hint,
  error,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const { id, hintId, errorId, controlProps } = useFieldA11y(idProp, hint, error, describedBy, ariaInvalid === true);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={rest.required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <textarea {...rest} {...controlProps} id={id} rows={rows} className={styles.control} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
