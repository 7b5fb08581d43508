import type { BoundField } from '../forms/useZodForm';
import { TextField } from './TextField';

export interface PersonNameFieldsProps {
  /** Each one what `useZodForm().field(name)` gives. */
  honorific: BoundField;
  firstName: BoundField;
  lastName: BoundField;
  /** The full name on record: shown when the given names and surnames were never entered separately. */
  registeredName: string;
  /** Whether the stored names are empty (an account made with one full name). */
  namesUnknown: boolean;
  rowClassName?: string;
}

const NAMES_UNKNOWN_HINT = (fullName: string) =>
  `Tu nombre registrado es «${fullName}». Escribe tus nombres y tus apellidos por separado, tal como quieres que aparezcan.`;

/**
 * The person's name as the profile forms ask for it: the title of address apart ("Dra.", optional),
 * the given names and the surnames, each as the person writes them (never split from one string).
 */
export function PersonNameFields({ honorific, firstName, lastName, registeredName, namesUnknown, rowClassName }: PersonNameFieldsProps) {
  return (
    <>
      {namesUnknown && registeredName ? <p>{NAMES_UNKNOWN_HINT(registeredName)}</p> : null}
      <div className={rowClassName}>
        <TextField
          label="Tratamiento (opcional)"
          placeholder="Ej.: Dra., Mg."
          maxLength={20}
          autoComplete="honorific-prefix"
          {...honorific}
        />
      </div>
      <div className={rowClassName}>
        <TextField label="Nombres" autoComplete="given-name" required {...firstName} />
        <TextField label="Apellidos" autoComplete="family-name" required {...lastName} />
      </div>
    </>
  );
}
