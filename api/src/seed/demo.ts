import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDaysToDate, slugify } from '@inpro/shared-contracts';
import type { Db } from '../db';
import { certificates, courseSessions, courses, enrolments, orders, resources, units, type UserRow } from '../db/schema';
import { folioFor, newPublicCode } from '../domain/certificates/codes';
import type { Storage } from '../storage';
import { seedAccounts } from './accounts';
import { seedAdmin } from './admin';
import { seedPayments } from './payments';
import { seedClassroom } from './classroom';
import { DEMO_COURSES, TEACHER_BIOS, type DemoCourse } from './catalog';
import { courseLinksSchema, loadSeedJson } from './data';
import { renderLecturePdf } from './pdf';

const INSTITUTE = 'Instituto Nacional de Profesionalización';
/** Courses the demo student follows now (units with PDFs, a video and links). */
const ACTIVE_FOR_STUDENT = ['arbitros', 'constitucional', 'litigacion', 'familia'];
/** Finished courses of the demo student (one certificate each). */
const FINISHED_FOR_STUDENT = ['conciliadores', 'laboral'];
/** YouTube's own IFrame Player API demo video: a stable public embed. */
const DEMO_VIDEO = 'https://www.youtube.com/embed/M7lc1UVf-VE';
/** A link resource for some courses (data/links.json). */
const LINKS = loadSeedJson('links.json', courseLinksSchema);

function teacherVisible(c: DemoCourse): string {
  return [TEACHER_BIOS[c.teacher].name, c.coTeacher ? TEACHER_BIOS[c.coTeacher].name : null].filter(Boolean).join(' y ');
}

async function insertCourse(db: Db, c: DemoCourse, teacherId: number): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({
      code: c.code,
      title: c.title,
      slug: slugify(c.title),
      description: c.description,
      teacherId,
      published: c.published,
      area: c.area,
      type: c.type,
      level: c.level,
      popularity: c.popularity,
      teacherVisible: teacherVisible(c),
      hours: c.hours,
      rating: c.rating,
      price: c.price,
      image: null,
      syllabus: c.syllabus,
      requirements: c.requirements,
      teachers: [c.teacher, ...(c.coTeacher ? [c.coTeacher] : [])].map((k) => ({ name: TEACHER_BIOS[k].name, bio: TEACHER_BIOS[k].bio })),
      startDate: c.start,
      endDate: addDaysToDate(c.start, c.weeks * 7 - 1),
    })
    .returning({ id: courses.id });
  const times = c.mode === 'Presencial' ? ['09:00', '12:00'] : c.mode === 'Mixto' ? ['18:30', '21:30'] : ['19:00', '21:30'];
  const sessions = c.syllabus.slice(0, 4).map((topic, i) => ({
    courseId: row.id,
    sessionDate: addDaysToDate(c.start, i * 7 + 1),
    startTime: times[0],
    endTime: times[1],
    mode: c.mode,
    topic,
    orderIdx: i,
  }));
  if (sessions.length) await db.insert(courseSessions).values(sessions);
  return row.id;
}

async function addPdf(
  db: Db,
  storage: Storage,
  unitId: number,
  c: DemoCourse,
  unitTitle: string,
  topic: string,
  idx: number,
): Promise<void> {
  const data = await renderLecturePdf({
    institute: INSTITUTE,
    course: c.title,
    unit: unitTitle,
    title: `Lectura ${idx + 1}: ${topic}`,
    sections: [
      {
        heading: 'Objetivos de la sesión',
        paragraphs: [
          `Al finalizar esta lectura el participante podrá explicar los conceptos centrales de «${topic}» y aplicarlos a casos de la práctica peruana.`,
        ],
        bullets: [
          'Identificar el marco normativo aplicable.',
          'Reconocer los criterios jurisprudenciales relevantes.',
          'Resolver el caso práctico propuesto.',
        ],
      },
      {
        heading: 'Desarrollo',
        paragraphs: [
          c.description,
          `En esta unidad se profundiza en ${topic.toLowerCase()}, con referencias a la legislación vigente y a la jurisprudencia nacional.`,
        ],
      },
      {
        heading: 'Caso práctico',
        paragraphs: [
          'Analice el caso presentado en clase e identifique los problemas jurídicos, las normas aplicables y la solución que propondría como abogado de la parte demandante.',
        ],
      },
    ],
  });
  const stored = await storage.putNew(`units/${unitId}`, '.pdf', data);
  const fileName = stored.key.split('/').pop() as string;
  await db.insert(resources).values({
    unitId,
    title: `Lectura ${idx + 1}: ${topic}`,
    type: 'pdf',
    mime: 'application/pdf',
    url: null,
    fileName,
    storageKey: stored.key,
    originalName: `${slugify(`lectura-${idx + 1}-${topic}`)}.pdf`,
    size: stored.size,
  });
}

async function addMaterials(db: Db, storage: Storage, courseId: number, c: DemoCourse): Promise<void> {
  const topics = c.syllabus.slice(0, 3);
  for (const [i, topic] of topics.entries()) {
    const title = `Unidad ${i + 1}: ${topic}`;
    const [unit] = await db
      .insert(units)
      .values({ courseId, title, description: `Lecturas y recursos sobre ${topic.toLowerCase()}.`, orderIdx: i })
      .returning({ id: units.id });
    await addPdf(db, storage, unit.id, c, title, topic, i);
    if (i === 0) {
      await db
        .insert(resources)
        .values({ unitId: unit.id, title: 'Video complementario de la unidad', type: 'iframe', mime: null, url: DEMO_VIDEO });
    }
    if (i === 1 && LINKS[c.key]) {
      await db.insert(resources).values({ unitId: unit.id, title: LINKS[c.key].title, type: 'link', mime: null, url: LINKS[c.key].url });
    }
  }
}

/** The demo data set: accounts, courses with schedules, enrolments, materials with real PDFs, evaluations, an order, certificates. */
export async function seedDemo(db: Db, storage: Storage, log?: FastifyBaseLogger, now: Date = new Date()): Promise<void> {
  const people = await seedAccounts(db);
  const courseIds: Record<string, number> = {};
  for (const c of DEMO_COURSES) courseIds[c.key] = await insertCourse(db, c, people[c.teacher].id);

  const student = people.estudiante;
  const enrol = (user: UserRow, key: string, source = 'ADMIN') =>
    db.insert(enrolments).values({ userId: user.id, courseId: courseIds[key], source }).onConflictDoNothing();
  for (const key of [...ACTIVE_FOR_STUDENT, ...FINISHED_FOR_STUDENT]) await enrol(student, key, key === 'litigacion' ? 'ORDER' : 'ADMIN');
  // Other students, spread over the catalogue so `students` counts differ.
  const others = ['est2', 'est3', 'est4', 'est5', 'est6', 'est7', 'est8'].map((k) => people[k]);
  const published = DEMO_COURSES.filter((c) => c.published);
  for (const [i, c] of published.entries()) {
    const n = c.popularity === 'Alta' ? 5 : c.popularity === 'Media' ? 3 : 1;
    for (let k = 0; k < n; k += 1) await enrol(others[(i + k) % others.length], c.key);
  }

  for (const key of ACTIVE_FOR_STUDENT) {
    const c = DEMO_COURSES.find((x) => x.key === key) as DemoCourse;
    await addMaterials(db, storage, courseIds[key], c);
  }

  // Classes, attendance, evaluations, submissions, announcements and notifications (dates relative to now).
  await seedClassroom(db, storage, { people, courseIds }, now);

  // The student's purchase of the litigation course (sandbox provider).
  const litigacion = DEMO_COURSES.find((c) => c.key === 'litigacion') as DemoCourse;
  await db.insert(orders).values({
    courseId: courseIds.litigacion,
    userId: student.id,
    courseTitle: litigacion.title,
    courseCode: litigacion.code,
    buyerName: student.fullName,
    buyerEmail: student.email,
    total: litigacion.price,
    currency: 'PEN',
    status: 'PAID',
    provider: 'sandbox',
    providerRef: 'SBX-DEMO-0001',
    paidAt: new Date('2026-10-20T15:30:00Z'),
  });

  // Two issued certificates of finished courses.
  for (const [key, issuedAt] of [
    ['conciliadores', '2026-06-20'],
    ['laboral', '2026-07-25'],
  ] as const) {
    const c = DEMO_COURSES.find((x) => x.key === key) as DemoCourse;
    const [row] = await db
      .insert(certificates)
      .values({
        folio: `TMP-${newPublicCode()}`,
        userId: student.id,
        courseId: courseIds[key],
        courseTitle: c.title,
        hours: c.hours,
        issuedAt,
        publicCode: newPublicCode(),
      })
      .returning({ id: certificates.id });
    await db
      .update(certificates)
      .set({ folio: folioFor(row.id, issuedAt) })
      .where(eq(certificates.id, row.id));
  }
  // The administrator's area: alerts, report figures, activity (relative to now).
  await seedAdmin(db, { people, courseIds }, now);
  // Every payment state (paid, partial, overdue, voucher pending and refused) for the payment screens.
  await seedPayments(db, { people, courseIds }, now);
  log?.info({ users: Object.keys(people).length, courses: DEMO_COURSES.length }, 'demo data created');
}
