import { z } from '../zod';
import { foldText } from './common';

/** Most rows one import file may carry (every new account gets its own password hash). */
export const USER_IMPORT_MAX_ROWS = 500;

export const IMPORT_FILE_REQUIRED = 'Selecciona un archivo CSV o XLSX.';
export const IMPORT_FILE_UNREADABLE =
  'No se pudo leer el archivo. Usa un CSV (separado por comas o punto y coma) o un XLSX con una fila de encabezados.';
export const IMPORT_FILE_EMPTY = 'El archivo no tiene filas de participantes.';
export const IMPORT_TOO_MANY_ROWS = `El archivo supera el máximo de ${USER_IMPORT_MAX_ROWS} filas.`;
export const IMPORT_MISSING_COLUMNS = 'Faltan las columnas obligatorias Email y Nombre en la fila de encabezados.';
export const IMPORT_HAS_ERRORS = (n: number) =>
  n === 1
    ? 'El archivo tiene 1 fila con errores; corrígela o importa solo las filas válidas.'
    : `El archivo tiene ${n} filas con errores; corrígelas o importa solo las filas válidas.`;
export const IMPORT_NOTHING_VALID = 'No hay filas válidas para importar.';

/** The columns an import file may have and the header names each accepts (case and accents ignored). */
const IMPORT_COLUMNS = {
  email: ['email', 'e-mail', 'correo', 'correo electronico'],
  fullName: ['nombre', 'nombre completo', 'nombres y apellidos', 'fullname', 'full name', 'name'],
  phone: ['telefono', 'celular', 'phone'],
  dni: ['dni', 'documento'],
  role: ['rol', 'role'],
  studentCode: ['codigo de alumno', 'codigo', 'studentcode', 'student code'],
  status: ['estado', 'status'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The import column a header names, or null. */
export function importColumnOf(header: unknown): ImportColumn | null {
  const h = foldText(header).replace(/[_*]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [col, names] of Object.entries(IMPORT_COLUMNS) as [ImportColumn, readonly string[]][]) {
    if (names.includes(h)) return col;
  }
  return null;
}

/** One row of the file as read, with its line in the file (the header is line 1) and its errors per field. */
const importRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  dni: z.string(),
  role: z.string(),
  studentCode: z.string(),
  status: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /admin/users/import/preview answer: every row with its errors; nothing is written. */
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Headers that were not recognised (ignored). */
  ignoredColumns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /admin/users/import?mode= : all (refused when a row is invalid) or valid (only the valid rows). */
export const importQuerySchema = z.object({
  mode: z.preprocess((v) => (v === undefined || v === '' ? 'all' : v), z.enum(['all', 'valid'], { error: 'Modo inválido (all o valid).' })),
});

/** The accounts created, each with its one-time temporary password (shown once). */
export const importResultSchema = z.object({
  created: z.array(
    z.object({ id: z.number().int(), email: z.string(), fullName: z.string(), role: z.string(), temporaryPassword: z.string() }),
  ),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
