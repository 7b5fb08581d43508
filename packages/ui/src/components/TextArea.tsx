import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldBaseProps {}

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { shell, control } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} className={styles.control} />
    </FieldShell>
  );
}
