/*
 * Course codes, DNIs and student codes are unique (database indexes, migration 0012 and 0001).
 * The API checks first so a clash reads in Spanish, naming what it clashes with; the same texts
 * appear in the course form, the user dialog and the users import preview.
 */

/** Who already holds a DNI or a student code. */
export interface UniqueHolder {
  fullName: string;
  email: string;
}

export function courseCodeTakenMessage(code: string, title: string): string {
  return `El código ${code} ya lo usa el curso «${title}». Usa otro código.`;
}

export function dniTakenMessage(dni: string, holder: UniqueHolder): string {
  return `El DNI ${dni} ya está registrado en la cuenta de ${holder.fullName} (${holder.email}).`;
}

export function studentCodeTakenMessage(code: string, holder: UniqueHolder): string {
  return `El código de alumno ${code} ya está asignado a ${holder.fullName} (${holder.email}).`;
}

export function dniRepeatedInFileMessage(line: number): string {
  return `DNI repetido en el archivo (fila ${line}).`;
}
