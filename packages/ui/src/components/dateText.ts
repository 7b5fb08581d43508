import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { parseDateInput } from '@inpro/shared-contracts';

/** dd/mm/aaaa of a local calendar date. */
export function dateToText(d: Date): string {
  return isValid(d) ? lightFormat(d, 'dd/MM/yyyy') : '';
}

/** The local calendar date of a text typed dd/mm/aaaa (or YYYY-MM-DD), or undefined when it is not one. */
export function textToDate(text: string): Date | undefined {
  const iso = parseDateInput(text);
  return iso ? parseISO(iso) : undefined;
}
