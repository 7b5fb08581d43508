import { z } from '../zod';

/** A student's own records in the classroom: certificates, transcript and the personal calendar feed. */

export const MY_CERTIFICATES_EMPTY = 'Aún no tienes certificados emitidos.';
export const CALENDAR_FEED_NOT_FOUND = 'Este enlace de calendario no existe o fue revocado.';

/** One issued certificate of the signed-in student, with its two PDFs and the public verification address. */
export const myCertificateSchema = z.object({
  folio: z.string(),
  publicCode: z.string(),
  courseTitle: z.string(),
  courseCode: z.string().nullable(),
  hours: z.number().int(),
  /** Issue date, YYYY-MM-DD. */
  issuedAt: z.string(),
  /** Site-relative URLs of the certificate and the constancia PDFs. */
  certificateUrl: z.string(),
  constanciaUrl: z.string(),
  /** Site-relative address of the public verification page with this certificate's code (what the QR holds, made absolute). */
  verifyPath: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** The personal calendar feed: its secret address (site-relative) while there is one. */
export const calendarLinkSchema = z.object({
  path: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** The secret of a calendar feed address: 43 base64url characters (32 random bytes). */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: CALENDAR_FEED_NOT_FOUND });
