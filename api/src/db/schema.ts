/**
 * Drizzle tables. The SQL in ./migrations is the source of truth for the database;
 * this file mirrors it for typed queries (generated columns are read-only here).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  userAgent: text('user_agent'),
  ip: text('ip'),
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
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  searchText: text('search_text').generatedAlwaysAs(sql`inpro_fold(title)`),
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
  createdAt: createdAt(),
});
export type EnrolmentRow = typeof enrolments.$inferSelect;

export const assignments = pgTable('assignments', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').notNull().default('Tarea'),
  instructions: text('instructions').notNull().default(''),
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
export type AssignmentRow = typeof assignments.$inferSelect;

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
  status: text('status').notNull().default('PENDING'),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
export type OrderRow = typeof orders.$inferSelect;

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
export type CertificateRow = typeof certificates.$inferSelect;

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
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  details: jsonb('details').$type<Record<string, unknown> | null>(),
  ip: text('ip'),
  createdAt: createdAt(),
});
export type AuditLogRow = typeof auditLog.$inferSelect;

export const schema = {
  users,
  refreshTokens,
  courses,
  courseSessions,
  units,
  resources,
  enrolments,
  assignments,
  orders,
  certificates,
  contactMessages,
  auditLog,
};
export type Schema = typeof schema;
