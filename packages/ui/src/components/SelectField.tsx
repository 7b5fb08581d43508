import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'>, FieldBaseProps {
  /** Options; children (<option>) may be used instead. */
  options?: readonly SelectOption[];
  /** A first empty option, e.g. "Selecciona un curso". */
  placeholder?: string;
}

export function SelectField({ options, placeholder, children, ...props }: SelectFieldProps) {
  const { shell, control } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={styles.control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
