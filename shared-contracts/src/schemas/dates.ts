import { z } from '../zod';
import { parseDateInput } from '../format';

/*
 * Dates typed by a person (dd/mm/aaaa, the way every screen shows them; YYYY-MM-DD accepted)
 * and periods of reports and filters. The API reads them as YYYY-MM-DD.
 */

export const DATE_FROM_REQUIRED = 'Indica la fecha inicial.';
export const DATE_TO_REQUIRED = 'Indica la fecha final.';
export const DATE_INPUT_INVALID = 'Fecha inválida: usa el formato dd/mm/aaaa.';
export const DATE_RANGE_INVALID = 'La fecha inicial no puede ser posterior a la fecha final.';
const DATE_RANGE_TOO_LONG = 'El periodo no puede superar 5 años.';
/** Longest period of a report or filter (days). */
const MAX_RANGE_DAYS = 5 * 366;

/** A date typed dd/mm/aaaa (or YYYY-MM-DD), read as YYYY-MM-DD; `required` gives the message when empty. */
export function dateInputSchema(required: string) {
  return z.unknown().transform((v, ctx) => {
    const d = parseDateInput(v);
    if (d === null) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message: DATE_INPUT_INVALID });
      return z.NEVER;
    }
    return d;
  });
}

/** An optional date typed dd/mm/aaaa (or YYYY-MM-DD): empty = no bound. */
export const optionalDateInputSchema = z
  .unknown()
  .transform((v, ctx) => {
    const d = parseDateInput(Array.isArray(v) ? v[0] : v);
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message: DATE_INPUT_INVALID });
      return z.NEVER;
    }
    return d ?? undefined;
  })
  .optional();

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Checks from ≤ to and the longest period on an object with optional `from`/`to` (YYYY-MM-DD). */
export function refineDateRange<T extends { from?: string; to?: string }>(v: T, ctx: z.RefinementCtx): void {
  if (!v.from || !v.to) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', message: DATE_RANGE_INVALID, path: ['to'] });
  else if (daysBetween(v.from, v.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: DATE_RANGE_TOO_LONG, path: ['to'] });
}
