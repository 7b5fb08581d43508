import type { AriaAttributes, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldLabel } from './FieldLabel';
import { FieldNotes } from './FieldNotes';
import { useFieldA11y } from './fieldA11y';

/** Props every labelled field shares (TextField, TextArea, SelectField, CheckboxField). */
export interface FieldBaseProps {
  /** Always required: every field has a label (use labelHidden to show it to screen readers only). */
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and links the text through aria-describedby. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

interface ControlBaseProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

export interface FieldShellProps extends FieldBaseProps {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  required?: boolean;
}

/**
 * Splits a field's props into those of its shell (label, hint, error, wrapper class) and those
 * of its control, with the id and the aria-invalid / aria-describedby wiring applied.
 */
export function useFieldProps<P extends FieldBaseProps & ControlBaseProps>(props: P) {
  const {
    label,
    labelHidden,
    hint,
    error,
    className,
    id: idProp,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const { id, hintId, errorId, controlProps } = useFieldA11y(idProp, hint, error, describedBy, ariaInvalid === true);
  const shell: FieldShellProps = { id, hintId, errorId, label, labelHidden, hint, error, className, required: rest.required };
  const control = { ...rest, ...controlProps, id };
  return { shell, control };
}

/** The wrapper of a field: label (with required mark), the control, then hint and error texts. */
export function FieldShell({
  id,
  hintId,
  errorId,
  label,
  labelHidden,
  hint,
  error,
  className,
  required,
  children,
}: FieldShellProps & { children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
