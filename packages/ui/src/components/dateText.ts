import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { TZDate } from '@date-fns/tz';
import { LIMA_TIME_ZONE, parseDateInput } from '@inpro/shared-contracts';

/** dd/mm/aaaa of a calendar date: a Lima TZDate's (the calendar's) or a plain Date's local one. */
export function dateToText(d: Date): string {
  return isValid(d) ? lightFormat(d, 'dd/MM/yyyy') : '';
}

/** Lima's midnight of a date typed dd/mm/aaaa (or YYYY-MM-DD), or undefined when it is not one. */
export function textToDate(text: string): Date | undefined {
  const iso = parseDateInput(text);
  if (!iso) return undefined;
  const [y, m, d] = iso.split('-').map(Number);
  return new TZDate(y, m - 1, d, LIMA_TIME_ZONE);
}
