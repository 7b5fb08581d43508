import { TextField } from '@inpro/ui';
import type { BoundField } from '@inpro/ui/forms';

export interface PasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The new password and its confirmation: useZodForm's `field(name)`. */
  password: BoundField;
  confirm: BoundField;
}

/** A new password (at least 10 characters) and its confirmation. */
export function PasswordFields({ label, confirmLabel, password, confirm }: PasswordFieldsProps) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" hint="Mínimo 10 caracteres." required {...password} />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
