/**
 * Drizzle tables. The SQL in ./migrations is the source of truth for the database;
 * this file mirrors it for typed queries (generated columns are read-only here).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AttemptRule, AuditAction, QuestionKind, QuestionResponse } from '@inpro/shared-contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  dni: text('dni'),
  studentCode: text('student_code'),
  role: text('role').notNull().default('ESTUDIANTE'),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  active: boolean('active').notNull().default(true),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  /** Access tokens issued (iat) before this moment are refused. */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
  /** Given names and surnames as entered (null: never entered separately; never split from full_name). */
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** A title such as "Dra." or "Mg." (not part of the name); shown before it in full_name. */
  honorific: text('honorific').notNull().default(''),
  specialty: text('specialty').notNull().default(''),
  bio: text('bio').notNull().default(''),
  emailVerifiedAt: instant('email_verified_at'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  searchText: text('search_text').generatedAlwaysAs(sql`inpro_fold(full_name)`),
});
export type UserRow = typeof users.$inferSelect;

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The sign-in this token belongs to (kept across rotations; access tokens carry it as `sid`). */
  sessionId: text('session_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** One-time password-reset links ("¿Olvidaste tu contraseña?"), stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const registrationConfirmations = pgTable('registration_confirmations', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  /** Given names and surnames as the form asked for them (stored on the account as entered). */
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The consent given in the form (versions and moment), recorded when the account is created. */
  termsVersion: integer('terms_version'),
  privacyVersion: integer('privacy_version'),
  consentedAt: instant('consented_at'),
  createdAt: createdAt(),
});

export interface TeacherJson {
  name: string;
  bio: string;
}

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  slug: text('slug').notNull().default(''),
  description: text('description').notNull().default(''),
  teacherId: integer('teacher_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  published: boolean('published').notNull().default(false),
  area: text('area').notNull().default(''),
  type: text('type').notNull().default('Curso'),
  level: text('level').notNull().default('Básico'),
  popularity: text('popularity').notNull().default('Media'),
  teacherVisible: text('teacher_visible').notNull().default(''),
  hours: integer('hours').notNull().default(0),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  image: text('image'),
  syllabus: jsonb('syllabus').$type<string[]>().notNull().default([]),
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  teachers: jsonb('teachers').$type<TeacherJson[]>().notNull().default([]),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** Due dates (YYYY-MM-DD) of the installment plan; empty = full payment only. */
  installmentDates: jsonb('installment_dates').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  searchText: text('search_text').generatedAlwaysAs(sql`inpro_fold(title)`),
  /** Enrolments of the course, kept by a trigger on enrolments (migration 0010): the catalogue sorts by it. */
  enrolledCount: integer('enrolled_count').notNull().default(0),
  /** Archived instead of deleted (migration 0012): unpublished for good, kept for its students, payments and certificates. */
  archivedAt: instant('archived_at'),
});
export type CourseRow = typeof courses.$inferSelect;

export const courseSessions = pgTable('course_sessions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  sessionDate: date('session_date', { mode: 'string' }),
  startTime: text('start_time'),
  endTime: text('end_time'),
  mode: text('mode').notNull().default('Presencial'),
  topic: text('topic').notNull().default(''),
  orderIdx: integer('order_idx').notNull().default(0),
  joinUrl: text('join_url'),
  /** Students can mark attendance while now < this instant (set by the teacher, or the live window). */
  attendanceOpenUntil: instant('attendance_open_until'),
  cancelledAt: instant('cancelled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type CourseSessionRow = typeof courseSessions.$inferSelect;

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  orderIdx: integer('order_idx').notNull().default(0),
  createdAt: createdAt(),
});
export type UnitRow = typeof units.$inferSelect;

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').notNull(),
  mime: text('mime'),
  url: text('url'),
  fileName: text('file_name'),
  storageKey: text('storage_key'),
  originalName: text('original_name'),
  size: integer('size'),
  /** VIEW: done when opened; MANUAL: done when the student marks it (the teacher allows it). */
  completionMode: text('completion_mode').$type<'VIEW' | 'MANUAL'>().notNull().default('VIEW'),
  createdAt: createdAt(),
});
export type ResourceRow = typeof resources.$inferSelect;

export const enrolments = pgTable('enrolments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  source: text('source').notNull().default('ADMIN'),
  status: text('status').$type<'ACTIVO' | 'INACTIVO'>().notNull().default('ACTIVO'),
  createdAt: createdAt(),
});

/** One question of a quiz; `answer` is the index of the right option (never sent to students). */
export interface QuizQuestionJson {
  id: string;
  kind?: QuestionKind;
  text: string;
  options: string[];
  answer: number;
  answers?: number[];
  accepted?: string[];
}

/** Evaluations of a course (Examen, Tarea, Quiz); the table was called "assignments" before 0004. */
export const evaluations = pgTable('evaluations', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').$type<'Examen' | 'Tarea' | 'Quiz'>().notNull().default('Tarea'),
  instructions: text('instructions').notNull().default(''),
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  questions: jsonb('questions').$type<QuizQuestionJson[]>().notNull().default([]),
  resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
  weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }),
  opensAt: instant('opens_at'),
  timeLimitMinutes: integer('time_limit_minutes'),
  maxAttempts: integer('max_attempts').notNull().default(1),
  attemptRule: text('attempt_rule').$type<AttemptRule>().notNull().default('HIGHEST'),
  shuffle: boolean('shuffle').notNull().default(false),
  bankCount: integer('bank_count'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type EvaluationRow = typeof evaluations.$inferSelect;

/** A later due instant for one student of an evaluation. */
export const evaluationExtensions = pgTable(
  'evaluation_extensions',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.userId] })],
);

/** A course's question bank, from which quizzes draw their questions. */
export const questionBank = pgTable('question_bank', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  question: jsonb('question').$type<Omit<QuizQuestionJson, 'id'>>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
export type BankQuestionRow = typeof questionBank.$inferSelect;

/** One attempt of a student at a quiz, with its own copy of the questions it drew. */
export const quizAttempts = pgTable('quiz_attempts', {
  id: serial('id').primaryKey(),
  evaluationId: integer('evaluation_id')
    .notNull()
    .references(() => evaluations.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  questions: jsonb('questions').$type<QuizQuestionJson[]>().notNull(),
  responses: jsonb('responses').$type<Record<string, QuestionResponse>>().notNull().default({}),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }).notNull(),
  submittedAt: instant('submitted_at'),
  autoSubmitted: boolean('auto_submitted').notNull().default(false),
  score: numeric('score', { precision: 4, scale: 2, mode: 'number' }),
  correct: integer('correct'),
  essayGrades: jsonb('essay_grades').$type<Record<string, number>>().notNull().default({}),
  feedback: text('feedback'),
  gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: instant('graded_at'),
});
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

export type AttendanceStatus = 'PENDIENTE' | 'PRESENTE' | 'AUSENTE';

export const attendance = pgTable('attendance', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => courseSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<AttendanceStatus>().notNull().default('PENDIENTE'),
  markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
  markedAt: instant('marked_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type AttendanceRow = typeof attendance.$inferSelect;

export const attendanceRectifications = pgTable('attendance_rectifications', {
  id: serial('id').primaryKey(),
  attendanceId: integer('attendance_id')
    .notNull()
    .references(() => attendance.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status').$type<'PENDIENTE' | 'ACEPTADA' | 'RECHAZADA'>().notNull().default('PENDIENTE'),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  answer: text('answer'),
  createdAt: createdAt(),
  resolvedAt: instant('resolved_at'),
});
export type AttendanceRectificationRow = typeof attendanceRectifications.$inferSelect;

export type SubmissionStatus = 'PENDIENTE' | 'EN_REVISION' | 'CALIFICADO';

export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  evaluationId: integer('evaluation_id')
    .notNull()
    .references(() => evaluations.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text'),
  /** Quiz answers: question id -> chosen option index. */
  answers: jsonb('answers').$type<Record<string, number> | null>(),
  fileName: text('file_name'),
  storageKey: text('storage_key'),
  originalName: text('original_name'),
  mime: text('mime'),
  size: integer('size'),
  status: text('status').$type<SubmissionStatus>().notNull().default('PENDIENTE'),
  score: numeric('score', { precision: 4, scale: 2, mode: 'number' }),
  feedback: text('feedback'),
  gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: instant('graded_at'),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});
export type SubmissionRow = typeof submissions.$inferSelect;

export const resourceViews = pgTable(
  'resource_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] })],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  createdAt: createdAt(),
});

export type NotificationKind =
  'GRADE' | 'MATERIAL' | 'CLASS' | 'PAYMENT' | 'ANNOUNCEMENT' | 'RECTIFICATION' | 'EVALUATION' | 'SYSTEM' | 'FORUM' | 'MESSAGE';

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  readAt: instant('read_at'),
  /** Unique per user when set: the same event is notified once (migration 0005). */
  dedupeKey: text('dedupe_key'),
  createdAt: createdAt(),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  courseTitle: text('course_title').notNull(),
  courseCode: text('course_code').notNull().default(''),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  total: numeric('total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('PEN'),
  status: text('status').$type<'PENDING' | 'PARTIAL' | 'PAID' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  plan: text('plan').$type<'FULL' | 'INSTALLMENTS'>().notNull().default('FULL'),
  idempotencyKey: text('idempotency_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type OrderRow = typeof orders.$inferSelect;

export type InstallmentStatus = 'PENDIENTE' | 'EN_REVISION' | 'PAGADO' | 'RECHAZADO';

export const installments = pgTable('installments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  status: text('status').$type<InstallmentStatus>().notNull().default('PENDIENTE'),
  paidAt: instant('paid_at'),
  /** When the "due in 3 days" e-mail went out (it goes once). */
  remindedAt: instant('reminded_at'),
  createdAt: createdAt(),
});
export type InstallmentRow = typeof installments.$inferSelect;

export type PaymentStatus = 'PENDIENTE' | 'APROBADO' | 'RECHAZADO';

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  installmentId: integer('installment_id').references(() => installments.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  method: text('method').$type<'CARD' | 'VOUCHER'>().notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('PENDIENTE'),
  reason: text('reason'),
  voucherKey: text('voucher_key'),
  voucherName: text('voucher_name'),
  voucherMime: text('voucher_mime'),
  idempotencyKey: text('idempotency_key'),
  receiptNumber: text('receipt_number').unique(),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: instant('decided_at'),
  createdAt: createdAt(),
});
export type PaymentRow = typeof payments.$inferSelect;

/** One typed settings group per row (value validated by its zod schema in shared-contracts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  folio: text('folio').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  courseTitle: text('course_title').notNull(),
  hours: integer('hours').notNull().default(0),
  issuedAt: date('issued_at', { mode: 'string' }).notNull().defaultNow(),
  status: text('status').notNull().default('EMITIDO'),
  publicCode: text('public_code').notNull().unique(),
  createdAt: createdAt(),
});

/** A user's personal calendar feed (migration 0025): the secret token of its address; deleted when revoked. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** The legal and help pages (migration 0019): the current text of each, edited by the master administrator. */
export const legalPages = pgTable('legal_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type LegalPageRow = typeof legalPages.$inferSelect;

/** Every saved text of every legal page, by version (what a consent accepted). */
export const legalPageVersions = pgTable(
  'legal_page_versions',
  {
    slug: text('slug')
      .notNull()
      .references(() => legalPages.slug, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
);

/** Informed consent: the versions of the terms and the privacy policy a person accepted, when and from where. */
export const legalConsents = pgTable('legal_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  termsVersion: integer('terms_version'),
  privacyVersion: integer('privacy_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ip: text('ip'),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  handled: boolean('handled').notNull().default(false),
  createdAt: createdAt(),
});
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id'),
  actorEmail: text('actor_email'),
  action: text('action').$type<AuditAction>().notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  details: jsonb('details').$type<Record<string, unknown> | null>(),
  ip: text('ip'),
  /** Readable name of the object (course title or code, user e-mail, …). */
  entityLabel: text('entity_label'),
  createdAt: createdAt(),
});
export type AuditLogRow = typeof auditLog.$inferSelect;

export const gradeCategories = pgTable('grade_categories', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const evaluationGradeCategories = pgTable('evaluation_grade_categories', {
  evaluationId: integer('evaluation_id')
    .primaryKey()
    .references(() => evaluations.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => gradeCategories.id, { onDelete: 'cascade' }),
});

export const gradeItems = pgTable('grade_items', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => gradeCategories.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

export const gradeItemScores = pgTable(
  'grade_item_scores',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => gradeItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

export const finalGradeOverrides = pgTable(
  'final_grade_overrides',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    reason: text('reason').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);

export const resourceCompletions = pgTable(
  'resource_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] })],
);
/** A team's deploy key: only its hash is stored; `remotes` are the micro-frontends it may publish. */
export const deployKeys = pgTable('deploy_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  remotes: text('remotes').array().notNull(),
  keyHash: text('key_hash').notNull(),
  /** The key's last characters, so the screen can tell keys apart without the key. */
  keyHint: text('key_hint').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  lastUsedAt: instant('last_used_at'),
  revokedAt: instant('revoked_at'),
});
export type DeployKeyRow = typeof deployKeys.$inferSelect;

export const schema = {
  users,
  refreshTokens,
  passwordResets,
  registrationConfirmations,
  courses,
  courseSessions,
  units,
  resources,
  enrolments,
  evaluations,
  attendance,
  attendanceRectifications,
  submissions,
  resourceViews,
  announcements,
  notifications,
  orders,
  installments,
  payments,
  settings,
  certificates,
  calendarFeeds,
  contactMessages,
  auditLog,
  gradeCategories,
  evaluationGradeCategories,
  gradeItems,
  gradeItemScores,
  finalGradeOverrides,
  resourceCompletions,
  deployKeys,
};
export type Schema = typeof schema;

// ---------- course forums and messages (migration 0024) ----------

export const forumThreads = pgTable('forum_threads', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  locked: boolean('locked').notNull().default(false),
  lastPostAt: instant('last_post_at').notNull().defaultNow(),
  createdAt: createdAt(),
});
export type ForumThreadRow = typeof forumThreads.$inferSelect;

export const forumPosts = pgTable('forum_posts', {
  id: serial('id').primaryKey(),
  threadId: integer('thread_id')
    .notNull()
    .references(() => forumThreads.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  editedAt: instant('edited_at'),
  deletedAt: instant('deleted_at'),
  hiddenAt: instant('hidden_at'),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
export type ForumPostRow = typeof forumPosts.$inferSelect;

export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

export const directMessages = pgTable('direct_messages', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  studentId: integer('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
  recipientId: integer('recipient_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  readAt: instant('read_at'),
  createdAt: createdAt(),
});

export const conversationFiles = pgTable('conversation_files', {
  id: serial('id').primaryKey(),
  postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
  messageId: integer('message_id').references(() => directMessages.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
export type ConversationFileRow = typeof conversationFiles.$inferSelect;
