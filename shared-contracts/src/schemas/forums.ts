import { z } from '../zod';
import { idParams, idSchema, optionalQueryText } from './common';

// ---------- course forums and one-to-one messages ----------

/** Minutes during which the author of a post may still edit or delete it (the teacher always may). */
export const FORUM_EDIT_WINDOW_MINUTES = 30;
const FORUM_BODY_MAX = 20_000;

export const FORUM_THREAD_NOT_FOUND = 'No se encontró el tema del foro.';
export const FORUM_POST_NOT_FOUND = 'No se encontró la publicación.';
export const FORUM_THREAD_LOCKED = 'Este tema está cerrado: ya no admite respuestas.';
export const FORUM_EDIT_WINDOW_PASSED = `Solo puedes editar o eliminar tu publicación durante ${FORUM_EDIT_WINDOW_MINUTES} minutos.`;
export const FORUM_NOT_AUTHOR = 'Solo el autor o el docente del curso pueden cambiar esta publicación.';
export const FORUM_POST_DELETED = 'Esta publicación fue eliminada.';
export const FORUM_ONLY_TEACHER = 'Solo el docente del curso puede fijar o cerrar temas.';
export const FORUM_ONLY_MASTER = 'Solo el administrador maestro puede ocultar publicaciones.';
export const FORUM_BODY_REQUIRED = 'Escribe el texto de la publicación.';
export const FORUM_TITLE_REQUIRED = 'Escribe el título del tema.';
export const FORUM_HIDDEN_TEXT = 'Publicación oculta por la administración.';
export const FORUM_DELETED_TEXT = 'Publicación eliminada.';
export const FORUM_FILE_NOT_FOUND = 'No se encontró el archivo.';
const MESSAGE_BODY_REQUIRED = 'Escribe el mensaje.';
export const MESSAGE_NOT_ALLOWED = 'Solo puedes escribir a los docentes de tus cursos o a sus estudiantes.';
export const HIDE_REASON_REQUIRED = 'Indica el motivo para ocultar la publicación.';

const body = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(FORUM_BODY_MAX, { error: `Máximo ${FORUM_BODY_MAX} caracteres.` });

export const forumThreadIdParamsSchema = idParams('threadId', 'ID del tema inválido.');
export const forumPostIdParamsSchema = idParams('postId', 'ID de la publicación inválido.');
export const forumFileIdParamsSchema = idParams('fileId', 'ID del archivo inválido.');
export const conversationParamsSchema = z.object({
  courseId: idSchema('ID del curso inválido.'),
  studentId: idSchema('ID del estudiante inválido.'),
});

/** POST /forums/courses/{courseId}/threads (JSON, or multipart with one `file`). Text is Markdown. */
export const forumThreadCreateSchema = z.object({
  title: z
    .string({ error: FORUM_TITLE_REQUIRED })
    .trim()
    .min(1, { error: FORUM_TITLE_REQUIRED })
    .max(200, { error: 'Título: máximo 200 caracteres.' }),
  body: body(FORUM_BODY_REQUIRED),
});

/** POST /forums/threads/{threadId}/posts and PUT /forums/posts/{postId}. */
export const forumPostBodySchema = z.object({ body: body(FORUM_BODY_REQUIRED) });

/** PUT /forums/threads/{threadId}: the teacher pins or locks. */
export const forumThreadUpdateSchema = z
  .object({ pinned: z.boolean().optional(), locked: z.boolean().optional() })
  .refine((v) => v.pinned !== undefined || v.locked !== undefined, { error: 'Indica si el tema queda fijado o cerrado.' });

/** PUT /forums/threads/{threadId}/subscription */
export const forumSubscriptionSchema = z.object({ subscribed: z.boolean({ error: 'Indica si te suscribes.' }) });

/** POST /forums/posts/{postId}/hide (the master administrator), with a reason kept in the audit log. */
export const forumHideSchema = z.object({
  hidden: z.boolean({ error: 'Indica si la publicación queda oculta.' }),
  reason: z.string().trim().max(500, { error: 'Motivo: máximo 500 caracteres.' }).optional(),
});

const conversationFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  sizeLabel: z.string(),
  /** Signed download link relative to the API base. */
  url: z.string(),
});
export type ConversationFile = z.infer<typeof conversationFileSchema>;

const forumAuthorSchema = z.object({ id: z.number().int().nullable(), name: z.string(), isTeacher: z.boolean() });

const forumPostSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  author: forumAuthorSchema,
  /** Sanitized HTML; null when deleted or hidden (for anyone but the master administrator). */
  html: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canHide: z.boolean(),
  files: z.array(conversationFileSchema),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

const forumThreadSummarySchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  author: forumAuthorSchema,
  pinned: z.boolean(),
  locked: z.boolean(),
  replies: z.number().int(),
  createdAt: z.string(),
  lastPostAt: z.string(),
  subscribed: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;

export const forumCourseSchema = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  /** The caller teaches the course (pins, locks, edits and deletes any post). */
  canModerate: z.boolean(),
  threads: z.array(forumThreadSummarySchema),
});
export type ForumCourse = z.infer<typeof forumCourseSchema>;

export const forumThreadDetailSchema = z.object({
  thread: forumThreadSummarySchema,
  course: z.object({ id: z.number().int(), title: z.string() }),
  canModerate: z.boolean(),
  canReply: z.boolean(),
  posts: z.array(forumPostSchema),
});
export type ForumThreadDetail = z.infer<typeof forumThreadDetailSchema>;

/** GET /forums/moderation/posts?q= (the master administrator): the latest posts of every course. */
export const forumModerationQuerySchema = z.object({ q: optionalQueryText });
export const forumModerationPostSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  threadTitle: z.string(),
  courseTitle: z.string(),
  authorName: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
});
export type ForumModerationPost = z.infer<typeof forumModerationPostSchema>;

// ---------- messages ----------

const conversationSummarySchema = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  student: z.object({ id: z.number().int(), name: z.string() }),
  teacher: z.object({ id: z.number().int(), name: z.string() }),
  lastMessageAt: z.string().nullable(),
  /** Messages to the caller not yet read. */
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema), unreadCount: z.number().int() });
export type ConversationList = z.infer<typeof conversationListSchema>;

const directMessageSchema = z.object({
  id: z.number().int(),
  senderName: z.string(),
  mine: z.boolean(),
  html: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  files: z.array(conversationFileSchema),
});

export const conversationSchema = z.object({ conversation: conversationSummarySchema, messages: z.array(directMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /messages/courses/{courseId}/students/{studentId} (JSON, or multipart with one `file`). */
export const directMessageCreateSchema = z.object({ body: body(MESSAGE_BODY_REQUIRED) });

/** Where the bell takes a reader (the same paths in mf-aula and mf-teacher under their base). */
export const FORUM_LINKS = {
  studentThread: (courseId: number, threadId: number) => `/aula/foros/${courseId}/${threadId}`,
  teacherThread: (courseId: number, threadId: number) => `/prof/foros/${courseId}/${threadId}`,
  studentConversation: (courseId: number) => `/aula/mensajes/${courseId}`,
  teacherConversation: (courseId: number, studentId: number) => `/prof/mensajes/${courseId}/${studentId}`,
} as const;

/** GET /forums/courses: the caller's course forums. */
export const forumCourseBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  threads: z.number().int(),
  lastPostAt: z.string().nullable(),
});
export type ForumCourseBrief = z.infer<typeof forumCourseBriefSchema>;
