import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldLabel } from './FieldLabel';
import { FieldNotes } from './FieldNotes';
import { useFieldA11y } from './fieldA11y';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Options; children (<option>) may be used instead. */
  options?: readonly SelectOption[];
  /** A first empty option, e.g. "Selecciona un curso". */
  placeholder?: string;
  className?: string;
}

export function SelectField({
  label,
  labelHidden,
  hint,
  error,
  options,
  placeholder,
  id: idProp,
  className,
  children,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: SelectFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldA11y(idProp, hint, error, describedBy, ariaInvalid === true);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={rest.required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <select {...rest} {...controlProps} id={id} className={styles.control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
