import { TextField } from '@inpro/ui';

export interface PasswordFieldsProps {
  /** Name of the new-password input (the confirmation is always named "confirm"). */
  name: string;
  label: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
  errors: { password?: string; confirm?: string };
}

/** A new password (at least 8 characters) and its confirmation. */
export function PasswordFields({ name, label, confirmLabel, password, confirm, onPasswordChange, onConfirmChange, errors }: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        error={errors.password}
        hint="Mínimo 8 caracteres."
        required
      />
      <TextField
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
        error={errors.confirm}
        required
      />
    </>
  );
}
