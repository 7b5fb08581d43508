import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldLabel } from './FieldLabel';
import { FieldNotes } from './FieldNotes';
import { useFieldA11y } from './fieldA11y';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Always required: every field has a label (use labelHidden to show it to screen readers only). */
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and links the text through aria-describedby. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

export function TextField({
  label,
  labelHidden,
  hint,
  error,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldA11y(idProp, hint, error, describedBy, ariaInvalid === true);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={rest.required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <input {...rest} {...controlProps} id={id} type={type} className={styles.control} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
