import { z } from '../zod';
import { idParams, idSchema, queryInt } from './common';

// ---------- notifications (the bell of every area) ----------

const NOTIFICATION_KINDS = [
  'GRADE',
  'MATERIAL',
  'CLASS',
  'PAYMENT',
  'ANNOUNCEMENT',
  'RECTIFICATION',
  'EVALUATION',
  'SYSTEM',
  'FORUM',
  'MESSAGE',
] as const;
export type NotificationKindValue = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindValue, string> = {
  GRADE: 'Nota',
  MATERIAL: 'Material',
  CLASS: 'Clase',
  PAYMENT: 'Pago',
  ANNOUNCEMENT: 'Anuncio',
  RECTIFICATION: 'Asistencia',
  EVALUATION: 'Evaluación',
  SYSTEM: 'Aviso',
  FORUM: 'Foro',
  MESSAGE: 'Mensaje',
};
export const NOTIFICATION_NOT_FOUND = 'No se encontró la notificación.';
/** The bell asks again after this many milliseconds. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;

export const notificationIdParamsSchema = idParams('notificationId');

/** GET /notifications?limit=20 */
export const notificationsQuerySchema = z.object({
  limit: queryInt(NOTIFICATIONS_DEFAULT_LIMIT, 1, 100, 'Límite inválido (1 a 100).'),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where opening it leads (a path of the site, e.g. /aula/notas), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: the latest first and the number of unread ones. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /notifications/read-all */
export const notificationsReadAllSchema = z.object({ updated: z.number().int() });

// ---------- announcements ----------

const ANNOUNCEMENT_TITLE_REQUIRED = 'Escribe el anuncio.';
const ANNOUNCEMENT_COURSE_REQUIRED = 'Selecciona un curso.';
export const ANNOUNCEMENT_NOT_FOUND = 'No se encontró el anuncio.';

export const announcementIdParamsSchema = idParams('announcementId');

/** POST /teacher/announcements: a short announcement to a course (title required, body optional). */
export const announcementCreateSchema = z.object({
  courseId: idSchema(ANNOUNCEMENT_COURSE_REQUIRED),
  title: z
    .string({ error: ANNOUNCEMENT_TITLE_REQUIRED })
    .trim()
    .min(1, { error: ANNOUNCEMENT_TITLE_REQUIRED })
    .max(200, { error: 'Anuncio: máximo 200 caracteres en el título.' }),
  body: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'El detalle debe ser texto.' }).trim().max(2000, { error: 'Detalle: máximo 2000 caracteres.' }),
  ),
});
export type AnnouncementCreateInput = z.input<typeof announcementCreateSchema>;

/** GET /teacher/announcements?courseId=&limit= and GET /student/announcements?courseId=&limit= */
export const announcementsQuerySchema = z.object({
  courseId: z.preprocess((v) => (v === undefined || v === '' ? undefined : v), idSchema('ID del curso inválido.').optional()),
  limit: queryInt(20, 1, 100, 'Límite inválido (1 a 100).'),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  courseCode: z.string(),
  title: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
