import type { CalendarLink, HttpClient, MyCertificate } from '@inpro/shared-contracts';

/** GET /records/certificates: the student's issued certificates, newest first. */
export async function getMyCertificates(http: HttpClient, signal?: AbortSignal): Promise<MyCertificate[]> {
  return (await http.get<MyCertificate[]>('/records/certificates', { signal })).data;
}

/** GET /records/calendar-link: the feed's secret address (site-relative), or nulls. */
export async function getCalendarLink(http: HttpClient, signal?: AbortSignal): Promise<CalendarLink> {
  return (await http.get<CalendarLink>('/records/calendar-link', { signal })).data;
}

/** POST /records/calendar-link: a new secret address; the previous one stops working. */
export async function createCalendarLink(http: HttpClient): Promise<CalendarLink> {
  return (await http.post<CalendarLink>('/records/calendar-link')).data;
}

/** DELETE /records/calendar-link: the address stops working. */
export async function revokeCalendarLink(http: HttpClient): Promise<void> {
  await http.delete('/records/calendar-link');
}
