import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROLES, quizQuestionSchema } from '@inpro/shared-contracts';

/** The demo data's JSON files (data/*.json, copied to dist by the build's --copy-files). */
const SEED_DATA_DIR = path.join(__dirname, 'data');

/** Reads one JSON file of data/ and checks it: a broken file stops the seed saying which file and field. */
export function loadSeedJson<T>(file: string, schema: z.ZodType<T>, dir: string = SEED_DATA_DIR): T {
  const where = path.join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(where, 'utf8'));
  } catch (err) {
    throw new Error(`Seed data ${where} cannot be read as JSON: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Seed data ${where} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const text = z.string().trim().min(1);

/** A teacher's public profile, by account key (users.bio, users.specialty and the courses' teachers). */
const teacherBioSchema = z.strictObject({ specialty: text, name: text, bio: text });
export const teacherBiosSchema = z.record(z.string(), teacherBioSchema);

export const demoCourseSchema = z.strictObject({
  key: text,
  code: text,
  title: text,
  area: text,
  type: z.enum(['Curso', 'Especialidad', 'Diplomado', 'Programa']),
  level: z.enum(['Básico', 'Intermedio', 'Avanzado']),
  popularity: z.enum(['Alta', 'Media', 'Baja']),
  teacher: text,
  coTeacher: text.optional(),
  hours: z.number().int().positive(),
  price: z.number().nonnegative(),
  rating: z.number().min(0).max(5),
  start: z.iso.date(),
  weeks: z.number().int().positive(),
  mode: z.enum(['Presencial', 'Virtual', 'Mixto']),
  published: z.boolean(),
  description: text,
  syllabus: z.array(text),
  requirements: z.array(text),
});
export type DemoCourse = z.infer<typeof demoCourseSchema>;

export const demoAccountSchema = z.strictObject({
  key: text,
  email: z.email(),
  /** The name as shown: the honorific (a title, not a name), the given names and the surnames. */
  fullName: text,
  honorific: text.optional(),
  /** Given names and surnames as the person writes them (never split from the full name). */
  firstName: text,
  lastName: text,
  role: z.enum(ROLES),
  phone: text.optional(),
  dni: text.optional(),
  studentCode: text.optional(),
});

/** A course's extra link (the second unit's link resource), by course key. */
export const courseLinksSchema = z.record(z.string(), z.strictObject({ title: text, url: z.url() }));

/** A quiz question whose answer is the index of one of its options. */
const demoQuizSchema = z.array(
  quizQuestionSchema.refine((q) => q.answer >= 0 && q.answer < q.options.length, {
    message: 'answer must be the index of one of the options',
    path: ['answer'],
  }),
);

/** The two demo quizzes (arbitration and child support). */
export const demoQuizzesSchema = z.strictObject({ arbitraje: demoQuizSchema, alimentos: demoQuizSchema });
