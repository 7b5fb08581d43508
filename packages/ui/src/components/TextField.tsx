import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldBaseProps {}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { shell, control } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <input {...control} type={type} className={styles.control} />
    </FieldShell>
  );
}
