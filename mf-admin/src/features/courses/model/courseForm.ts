import type { Course, CourseInput, SessionMode } from '@inpro/shared-contracts';

export interface SessionRow {
  id?: number;
  sessionDate: string;
  startTime: string;
  endTime: string;
  mode: SessionMode;
  topic: string;
}

/** The course form's values: text fields as typed, lists as rows (checked by the shared `courseInputSchema`). */
export interface CourseFormValues {
  title: string;
  code: string;
  type: string;
  area: string;
  description: string;
  image: string;
  hours: string;
  level: string;
  popularity: string;
  price: string;
  rating: string;
  published: boolean;
  teacherVisible: string;
  teacherId: string;
  syllabus: string[];
  requirements: string[];
  teachers: { name: string; bio: string }[];
  startDate: string;
  endDate: string;
  schedule: SessionRow[];
  installmentDates: string[];
}

export const EMPTY_COURSE: CourseFormValues = {
  title: '',
  code: '',
  type: 'Curso',
  area: '',
  description: '',
  image: '',
  hours: '',
  level: 'Básico',
  popularity: 'Media',
  price: '',
  rating: '',
  published: false,
  teacherVisible: '',
  teacherId: '',
  syllabus: [],
  requirements: [],
  teachers: [],
  startDate: '',
  endDate: '',
  schedule: [],
  installmentDates: [],
};

export function valuesOf(c: Course): CourseFormValues {
  return {
    title: c.title,
    code: c.code,
    type: c.type,
    area: c.area,
    description: c.description,
    image: c.image ?? '',
    hours: String(c.hours),
    level: c.level,
    popularity: c.popularity,
    price: String(c.price),
    rating: String(c.rating),
    published: c.published,
    teacherVisible: c.teacherVisible,
    teacherId: String(c.teacherId),
    syllabus: [...c.syllabus],
    requirements: [...c.requirements],
    teachers: c.teachers.map((t) => ({ name: t.name, bio: t.bio ?? '' })),
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
    schedule: c.schedule.map((s) => ({
      id: s.id,
      sessionDate: s.sessionDate ?? '',
      startTime: s.startTime ?? '',
      endTime: s.endTime ?? '',
      mode: s.mode as SessionMode,
      topic: s.topic,
    })),
    installmentDates: [...c.installmentDates],
  };
}

/** The request body: empty image and dates as null, the sessions numbered 1, 2… in their order. */
export function courseBody(v: CourseFormValues): CourseInput {
  return {
    ...v,
    image: v.image.trim() || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    schedule: v.schedule.map((s, i) => ({
      ...s,
      sessionDate: s.sessionDate || null,
      startTime: s.startTime || null,
      endTime: s.endTime || null,
      orderIdx: i + 1,
    })),
  };
}

/** The one message a list editor shows: the list's own, else its first row's as 'Fila N: …'. */
export function listError(errors: Partial<Record<string, string>>, list: keyof CourseFormValues & string): string | undefined {
  if (errors[list]) return errors[list];
  for (const [key, message] of Object.entries(errors)) {
    const row = key.startsWith(`${list}.`) ? Number(key.split('.')[1]) : NaN;
    if (message && Number.isInteger(row)) return `Fila ${row + 1}: ${message}`;
  }
  return undefined;
}
