import { z } from '../zod';
import { FIELD_LABELS } from '../validationMessages';

// Messages in Spanish: schemas word their own checks; every other check gets a Spanish message
// naming the field (src/zod.ts, validationMessages.ts).

/** Largest id the database accepts (PostgreSQL integer). */
const MAX_ID = 2147483647;

/** Body of every API failure: a Spanish message and, for validation errors, one message per field. */
export const errorBodySchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});

/** Generic validation message used when a field has no specific one. */
export const INVALID_DATA_MESSAGE = 'Datos inválidos.';

export { foldText } from '../text';

/**
 * A positive integer id (path parameter or body field). Strings of digits are accepted;
 * anything else (negative, zero, decimals, text, too large) fails with `message`.
 */
export function idSchema(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
  );
}

/** `{ id }` path parameter; message '{Spanish name} inválido.' (e.g. 'ID del curso inválido.'). */
export function idParams<K extends string>(name: K, message = `${FIELD_LABELS[name] ?? name} inválido.`) {
  return z.object({ [name]: idSchema(message) } as { [P in K]: ReturnType<typeof idSchema> });
}

export const idParamSchema = idParams('id', 'ID inválido.');

/** Non-negative integer from a query string with a default (page numbers). */
export function queryInt(def: number, min: number, max: number, message: string) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? def : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** page (from 0) and size query parameters. */
export function pageQuery(defaultSize: number, maxSize = 100) {
  return z.object({
    page: queryInt(0, 0, 1_000_000, 'Página inválida.'),
    size: queryInt(defaultSize, 1, maxSize, `Tamaño de página inválido (1 a ${maxSize}).`),
  });
}

/** An optional trimmed text filter; empty means "no filter". */
export const optionalQueryText = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z
    .string({ error: 'Texto de búsqueda inválido.' })
    .trim()
    .max(200, { error: 'La búsqueda es demasiado larga (máximo 200 caracteres).' })
    .optional()
    .transform((v) => (v ? v : undefined)),
);

/** Paged answer: `{content, page, size, totalElements, totalPages}`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** A required text, trimmed, with one message for missing/empty and one for too long. */
export function requiredText(message: string, max = 200, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong ?? `Máximo ${max} caracteres.` });
}

/** An optional text: missing, null or blank become null; trimmed. */
export function optionalText(max = 200, tooLong?: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? null : typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'Texto inválido.' })
      .trim()
      .max(max, { error: tooLong ?? `Máximo ${max} caracteres.` })
      .nullable(),
  );
}

export const EMAIL_REQUIRED = 'Email es requerido.';
export const EMAIL_INVALID = 'Email inválido.';

/** E-mail: required, trimmed, lower-cased, valid. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED })
  .max(254, { error: EMAIL_INVALID })
  .pipe(z.email({ error: EMAIL_INVALID }))
  .transform((v) => v.toLowerCase())
  .meta({ type: 'string', format: 'email', maxLength: 254 });

/** Optional phone: blank → null; digits, spaces, +, -, parentheses. */
export const phoneSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: 'Teléfono inválido.' })
    .trim()
    .max(30, { error: 'Teléfono inválido.' })
    .regex(/^[+()\d\s-]{6,30}$/, { error: 'Teléfono inválido.' })
    .nullable(),
);

/** Turns zod issues into `{field: message}` (first message per field). */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
