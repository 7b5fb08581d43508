import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  addDaysToDate,
  formatGrade,
  limaDate,
  limaInstant,
  limaTime,
  quizScore,
  type QuizQuestion,
} from '@inpro/shared-contracts';
import type { Db } from '../db';
import {
  announcements,
  attendance,
  attendanceRectifications,
  courseSessions,
  courses,
  enrolments,
  evaluations,
  notifications,
  resourceViews,
  resources,
  submissions,
  units,
  type UserRow,
} from '../db/schema';
import type { Storage } from '../storage';
import { demoQuizzesSchema, loadSeedJson } from './data';
import { renderLecturePdf } from './pdf';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Courses of docente@inpro.test that the demo student follows, and their class times. */
const CLASSROOM_COURSES = ['arbitros', 'constitucional', 'familia'] as const;
type ClassroomCourse = (typeof CLASSROOM_COURSES)[number];

export interface ClassroomSeedInput {
  people: Record<string, UserRow>;
  courseIds: Record<string, number>;
}

/**
 * Lima wall-clock fields of a session starting at `start` and lasting `minutes`. When the end
 * falls on the next Lima day the end time is left empty (the 2-hour default gives that end).
 */
function slot(start: Date, minutes = 120) {
  const end = new Date(start.getTime() + minutes * MINUTE);
  const sameDay = limaDate(end) === limaDate(start) && limaTime(end) !== '00:00';
  return { sessionDate: limaDate(start), startTime: limaTime(start), endTime: sameDay ? limaTime(end) : null };
}

/** A day offset at a fixed Lima hour (past and future classes at usual evening times). */
function atLimaHour(now: Date, days: number, time: string): Date {
  return limaInstant(addDaysToDate(limaDate(now), days), time);
}

const floorTo5 = (ms: number) => new Date(Math.floor(ms / (5 * MINUTE)) * 5 * MINUTE);

/** The demo quizzes (data/quizzes.json). */
const QUIZZES = loadSeedJson('quizzes.json', demoQuizzesSchema);
const ARBITRAJE_QUIZ = QUIZZES.arbitraje;
const ALIMENTOS_QUIZ = QUIZZES.alimentos;

/**
 * The classroom demo (dates relative to `now`): for docente@inpro.test three courses with units and
 * resources of every type (pdf, link, video, exam), enrolled students, sessions past (with PRESENTE
 * and AUSENTE), one live now with its attendance window open, one later today and upcoming ones,
 * a pending rectification, evaluations (a quiz to take, a task due in the future, graded ones),
 * submissions in every state, announcements, resource views and notifications. The course of the
 * second demo teacher (docente2@inpro.test) gets upcoming classes too.
 */
export async function seedClassroom(db: Db, storage: Storage, { people, courseIds }: ClassroomSeedInput, now: Date): Promise<void> {
  const teacher = people.docente;
  const student = people.estudiante;
  const classmates = ['est2', 'est3', 'est4'].map((k) => people[k]);
  const ids = CLASSROOM_COURSES.map((k) => courseIds[k]);

  // Everyone of the demo class in the three courses; the course dates move with the seed.
  for (const courseId of ids) {
    for (const u of [student, ...classmates]) {
      await db.insert(enrolments).values({ userId: u.id, courseId }).onConflictDoNothing();
    }
    await db
      .update(courses)
      .set({ startDate: addDaysToDate(limaDate(now), -21), endDate: addDaysToDate(limaDate(now), 60) })
      .where(eq(courses.id, courseId));
  }
  await db.delete(courseSessions).where(inArray(courseSessions.courseId, ids));

  // ---------- class sessions ----------
  type Plan = { at: Date; minutes?: number; topic: string; mode?: string };
  const liveStart = floorTo5(now.getTime() - 30 * MINUTE);
  // Later today when the day allows it (3 h, else 1 h, else 20 min ahead).
  const laterToday =
    [180, 60, 20].map((m) => floorTo5(now.getTime() + m * MINUTE)).find((d) => limaDate(d) === limaDate(now)) ??
    floorTo5(now.getTime() + 20 * MINUTE);
  const plans: Record<ClassroomCourse, Plan[]> = {
    arbitros: [
      { at: atLimaHour(now, -14, '19:00'), topic: 'El convenio arbitral' },
      { at: atLimaHour(now, -7, '19:00'), topic: 'Designación y recusación de árbitros' },
      { at: atLimaHour(now, -2, '19:00'), topic: 'Medidas cautelares en el arbitraje' },
      { at: liveStart, topic: 'Actuaciones arbitrales y audiencias' },
      { at: atLimaHour(now, 7, '19:00'), topic: 'El laudo y su ejecución' },
      { at: atLimaHour(now, 14, '19:00'), topic: 'Recurso de anulación del laudo' },
    ],
    constitucional: [
      { at: atLimaHour(now, -10, '18:30'), topic: 'Supremacía constitucional y control difuso' },
      { at: atLimaHour(now, -3, '18:30'), topic: 'El proceso de amparo' },
      { at: laterToday, topic: 'Hábeas corpus: tipología', minutes: 90 },
      { at: atLimaHour(now, 4, '18:30'), topic: 'Hábeas data y acceso a la información' },
      { at: atLimaHour(now, 11, '18:30'), topic: 'Proceso de inconstitucionalidad' },
    ],
    familia: [
      { at: atLimaHour(now, -5, '19:30'), topic: 'Obligación alimentaria' },
      { at: atLimaHour(now, 2, '19:30'), topic: 'Tenencia y custodia' },
      { at: atLimaHour(now, 9, '19:30'), topic: 'Régimen de visitas' },
    ],
  };
  const sessionIds: Record<ClassroomCourse, number[]> = { arbitros: [], constitucional: [], familia: [] };
  for (const key of CLASSROOM_COURSES) {
    for (const [i, p] of plans[key].entries()) {
      const [row] = await db
        .insert(courseSessions)
        .values({
          courseId: courseIds[key],
          ...slot(p.at, p.minutes ?? 120),
          mode: p.mode ?? 'Virtual',
          topic: p.topic,
          orderIdx: i,
          joinUrl: `https://meet.jit.si/inpro-${key}-${i + 1}`,
          // The live class has its attendance window open until it ends.
          attendanceOpenUntil: p.at === liveStart ? new Date(liveStart.getTime() + 120 * MINUTE) : null,
        })
        .returning({ id: courseSessions.id });
      sessionIds[key].push(row.id);
    }
  }
  // The second demo teacher's course: upcoming classes the student also sees.
  if (courseIds.litigacion) {
    await db.delete(courseSessions).where(eq(courseSessions.courseId, courseIds.litigacion));
    for (const [i, [days, topic]] of (
      [
        [-4, 'Teoría del caso'],
        [3, 'Examen directo y contraexamen'],
        [10, 'Alegatos de clausura'],
      ] as const
    ).entries()) {
      await db.insert(courseSessions).values({
        courseId: courseIds.litigacion,
        ...slot(atLimaHour(now, days, '18:30'), 180),
        mode: 'Mixto',
        topic,
        orderIdx: i,
        joinUrl: `https://meet.jit.si/inpro-litigacion-${i + 1}`,
      });
    }
  }

  // ---------- attendance of the past classes ----------
  const absentOf: Record<ClassroomCourse, Array<[number, UserRow]>> = {
    arbitros: [
      [2, student],
      [1, classmates[1]],
    ],
    constitucional: [
      [1, student],
      [0, classmates[2]],
    ],
    familia: [[0, classmates[0]]],
  };
  const pastCount: Record<ClassroomCourse, number> = { arbitros: 3, constitucional: 2, familia: 1 };
  for (const key of CLASSROOM_COURSES) {
    for (let i = 0; i < pastCount[key]; i++) {
      for (const u of [student, ...classmates]) {
        const absent = absentOf[key].some(([idx, who]) => idx === i && who.id === u.id);
        await db.insert(attendance).values({
          sessionId: sessionIds[key][i],
          userId: u.id,
          status: absent ? 'AUSENTE' : 'PRESENTE',
          markedBy: absent ? teacher.id : u.id,
          markedAt: new Date(plans[key][i].at.getTime() + (absent ? 125 : 10) * MINUTE),
        });
      }
    }
  }
  // Two classmates already marked themselves in the live class; the demo student has not yet.
  for (const u of classmates.slice(0, 2)) {
    await db
      .insert(attendance)
      .values({ sessionId: sessionIds.arbitros[3], userId: u.id, status: 'PRESENTE', markedBy: u.id, markedAt: now });
  }
  // The demo student's pending rectification of the amparo class.
  const [absentMark] = await db
    .select({ id: attendance.id })
    .from(attendance)
    .where(and(eq(attendance.sessionId, sessionIds.constitucional[1]), eq(attendance.userId, student.id)));
  await db.insert(attendanceRectifications).values({
    attendanceId: absentMark.id,
    reason: 'Estuve conectado desde el celular con otro nombre de usuario; adjunto captura al docente por correo.',
    createdAt: new Date(now.getTime() - 2 * DAY),
  });

  // ---------- units: an Examen resource in each course ----------
  const examResource: Record<ClassroomCourse, number> = { arbitros: 0, constitucional: 0, familia: 0 };
  for (const key of CLASSROOM_COURSES) {
    const list = await db.select().from(units).where(eq(units.courseId, courseIds[key])).orderBy(asc(units.orderIdx));
    const unit = list[1] ?? list[0];
    const [r] = await db
      .insert(resources)
      .values({ unitId: unit.id, title: key === 'familia' ? 'Examen final' : 'Examen parcial', type: 'exam' })
      .returning({ id: resources.id });
    examResource[key] = r.id;
  }

  // ---------- evaluations ----------
  const inDays = (d: number) => new Date(now.getTime() + d * DAY);
  const ev = async (v: typeof evaluations.$inferInsert) => (await db.insert(evaluations).values(v).returning())[0];
  const informe = await ev({
    courseId: courseIds.constitucional,
    title: 'Informe: análisis de una sentencia de amparo',
    type: 'Tarea',
    instructions: 'Analice una sentencia reciente del Tribunal Constitucional (máximo 5 páginas).',
    dueAt: inDays(5),
    createdBy: teacher.id,
  });
  const laudo = await ev({
    courseId: courseIds.arbitros,
    title: 'Redacción de un laudo arbitral',
    type: 'Tarea',
    instructions: 'Redacte la parte considerativa del laudo del caso simulado.',
    dueAt: inDays(12),
    createdBy: teacher.id,
  });
  if (courseIds.litigacion) {
    await ev({
      courseId: courseIds.litigacion,
      title: 'Examen parcial: teoría del caso',
      type: 'Examen',
      instructions: 'Examen en línea de 20 preguntas.',
      dueAt: inDays(9),
      createdBy: people.docente2?.id ?? null,
    });
  }
  const quizAlimentos = await ev({
    courseId: courseIds.familia,
    title: 'Quiz: proceso de alimentos',
    type: 'Quiz',
    instructions: 'Tres preguntas de opción múltiple. Un solo intento.',
    dueAt: inDays(-3),
    questions: ALIMENTOS_QUIZ,
    createdBy: teacher.id,
  });
  const parcialArbitros = await ev({
    courseId: courseIds.arbitros,
    title: 'Examen parcial de arbitraje',
    type: 'Examen',
    instructions: 'Resuelva el caso práctico de la unidad 2 y adjunte su respuesta en PDF o Word.',
    dueAt: inDays(-4),
    resourceId: examResource.arbitros,
    createdBy: teacher.id,
  });
  const quizArbitraje = await ev({
    courseId: courseIds.arbitros,
    title: 'Quiz: fundamentos del arbitraje',
    type: 'Quiz',
    instructions: 'Cuatro preguntas. Se califica automáticamente al enviar; un solo intento.',
    dueAt: inDays(4),
    questions: ARBITRAJE_QUIZ,
    createdBy: teacher.id,
  });
  const controlDifuso = await ev({
    courseId: courseIds.constitucional,
    title: 'Tarea 1: control difuso',
    type: 'Tarea',
    instructions: 'Comente un caso de control difuso resuelto por la Corte Suprema.',
    dueAt: inDays(-6),
    createdBy: teacher.id,
  });
  await ev({
    courseId: courseIds.constitucional,
    title: 'Examen parcial de procesos constitucionales',
    type: 'Examen',
    instructions: 'Desarrolle las preguntas del examen publicado en la unidad 2.',
    dueAt: inDays(8),
    resourceId: examResource.constitucional,
    createdBy: teacher.id,
  });
  await ev({
    courseId: courseIds.familia,
    title: 'Examen final de Derecho de Familia',
    type: 'Examen',
    instructions: 'Caso integrador de alimentos, tenencia y régimen de visitas.',
    dueAt: inDays(20),
    resourceId: examResource.familia,
    createdBy: teacher.id,
  });

  // ---------- submissions in every state ----------
  const graded = (evaluationId: number, u: UserRow, score: number, feedback: string, daysAgo: number, text: string) =>
    db.insert(submissions).values({
      evaluationId,
      userId: u.id,
      text,
      status: 'CALIFICADO',
      score,
      feedback,
      gradedBy: teacher.id,
      gradedAt: new Date(now.getTime() - daysAgo * DAY),
      submittedAt: new Date(now.getTime() - (daysAgo + 1) * DAY),
    });
  await graded(
    controlDifuso.id,
    student,
    14,
    'Buen uso de la jurisprudencia; falta desarrollar la conclusión.',
    4,
    'El control difuso permite al juez inaplicar una norma incompatible con la Constitución…',
  );
  await graded(controlDifuso.id, classmates[0], 9.5, 'No identifica la norma inaplicada.', 4, 'Comentario del caso…');
  await graded(
    parcialArbitros.id,
    student,
    16.5,
    'Muy buen análisis de la competencia del tribunal arbitral.',
    1,
    'Respuesta del caso práctico: el tribunal es competente porque…',
  );
  await graded(parcialArbitros.id, classmates[0], 12, 'Correcto, pero sin citar el Decreto Legislativo 1071.', 1, 'Mi respuesta…');
  await db.insert(submissions).values({
    evaluationId: parcialArbitros.id,
    userId: classmates[1].id,
    text: 'Adjunto el desarrollo del caso con los fundamentos del laudo.',
    status: 'EN_REVISION',
    submittedAt: new Date(now.getTime() - 5 * DAY),
  });
  // A submission with a real file (PDF) waiting for review.
  const pdf = await renderLecturePdf({
    institute: 'Instituto Nacional de Profesionalización',
    course: 'Formación y Acreditación de Árbitros',
    unit: 'Examen parcial de arbitraje',
    title: `Respuesta de ${classmates[2].fullName}`,
    sections: [{ heading: 'Caso práctico', paragraphs: ['El convenio arbitral es válido porque consta por escrito y las partes…'] }],
  });
  const stored = await storage.putNew(`submissions/${parcialArbitros.id}`, '.pdf', pdf);
  await db.insert(submissions).values({
    evaluationId: parcialArbitros.id,
    userId: classmates[2].id,
    text: 'Envío mi examen en PDF.',
    fileName: stored.key.split('/').pop() as string,
    storageKey: stored.key,
    originalName: 'examen-parcial-arbitraje.pdf',
    mime: 'application/pdf',
    size: stored.size,
    status: 'PENDIENTE',
    submittedAt: new Date(now.getTime() - 5 * DAY + 3 * 3600 * 1000),
  });
  await db.insert(submissions).values({
    evaluationId: informe.id,
    userId: classmates[0].id,
    text: 'Analizo la STC 00987-2014-PA/TC (precedente Vásquez Romero) y sus efectos en el recurso de agravio…',
    status: 'PENDIENTE',
    submittedAt: new Date(now.getTime() - 6 * 3600 * 1000),
  });
  await db.insert(submissions).values({
    evaluationId: laudo.id,
    userId: classmates[1].id,
    text: 'Borrador de la parte considerativa del laudo.',
    status: 'PENDIENTE',
    submittedAt: new Date(now.getTime() - 3600 * 1000),
  });
  // Quizzes answered (graded automatically): the student's alimentos quiz and a classmate's arbitraje quiz.
  const quizSubmission = (
    evaluationId: number,
    u: UserRow,
    questions: QuizQuestion[],
    answers: Record<string, number>,
    daysAgo: number,
  ) => {
    const correct = questions.filter((q) => answers[q.id] === q.answer).length;
    const at = new Date(now.getTime() - daysAgo * DAY);
    return db.insert(submissions).values({
      evaluationId,
      userId: u.id,
      answers,
      status: 'CALIFICADO',
      score: quizScore(correct, questions.length),
      gradedAt: at,
      submittedAt: at,
    });
  };
  await quizSubmission(quizAlimentos.id, student, ALIMENTOS_QUIZ, { q1: 1, q2: 0, q3: 1 }, 5);
  await quizSubmission(quizAlimentos.id, classmates[2], ALIMENTOS_QUIZ, { q1: 1, q2: 0, q3: 0 }, 5);
  await quizSubmission(quizArbitraje.id, classmates[0], ARBITRAJE_QUIZ, { q1: 0, q2: 1, q3: 0, q4: 0 }, 0.2);

  // ---------- resources the student opened (progress) ----------
  const opened = await db
    .select({ id: resources.id, courseId: units.courseId })
    .from(resources)
    .innerJoin(units, eq(units.id, resources.unitId))
    .where(inArray(units.courseId, ids))
    .orderBy(asc(units.orderIdx), asc(resources.id));
  const perCourse: Record<number, number> = {};
  for (const r of opened) {
    perCourse[r.courseId] = (perCourse[r.courseId] ?? 0) + 1;
    if (perCourse[r.courseId] <= (r.courseId === courseIds.arbitros ? 3 : 1)) {
      await db.insert(resourceViews).values({ userId: student.id, resourceId: r.id, firstOpenedAt: new Date(now.getTime() - 3 * DAY) });
    }
  }

  // ---------- announcements ----------
  const posts: Array<[ClassroomCourse, string, string, number]> = [
    [
      'arbitros',
      'Audiencia simulada',
      'La próxima semana realizaremos una audiencia arbitral simulada; revisen el expediente de la unidad 2.',
      1,
    ],
    [
      'constitucional',
      'Clase de hoy',
      'La clase sobre hábeas corpus empieza puntual. Tengan a mano el Nuevo Código Procesal Constitucional.',
      0.1,
    ],
  ];
  for (const [key, title, body, daysAgo] of posts) {
    await db
      .insert(announcements)
      .values({ courseId: courseIds[key], authorId: teacher.id, title, body, createdAt: new Date(now.getTime() - daysAgo * DAY) });
  }

  // ---------- notifications (the bell) ----------
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);
  await db.insert(notifications).values([
    {
      userId: student.id,
      kind: 'GRADE',
      title: 'Nueva nota: Examen parcial de arbitraje',
      body: `Formación y Acreditación de Árbitros: ${formatGrade(16.5)}`,
      link: CLASSROOM_LINKS.studentGrades,
      createdAt: ago(24),
    },
    {
      userId: student.id,
      kind: 'ANNOUNCEMENT',
      title: 'Anuncio de Diplomado en Derecho Constitucional y Procesos Constitucionales',
      body: 'Clase de hoy — La clase sobre hábeas corpus empieza puntual.',
      link: CLASSROOM_LINKS.studentHome,
      createdAt: ago(2),
    },
    {
      userId: student.id,
      kind: 'EVALUATION',
      title: 'Nueva evaluación (Quiz): Quiz: fundamentos del arbitraje',
      body: 'Formación y Acreditación de Árbitros',
      link: CLASSROOM_LINKS.studentEvaluation(courseIds.arbitros, quizArbitraje.id),
      createdAt: ago(30),
    },
    {
      userId: student.id,
      kind: 'GRADE',
      title: 'Nueva nota: Tarea 1: control difuso',
      body: `Diplomado en Derecho Constitucional y Procesos Constitucionales: ${formatGrade(14)}`,
      link: CLASSROOM_LINKS.studentGrades,
      readAt: ago(90),
      createdAt: ago(96),
    },
    {
      userId: teacher.id,
      kind: 'RECTIFICATION',
      title: 'Solicitud de rectificación: Diplomado en Derecho Constitucional y Procesos Constitucionales',
      body: `${student.fullName}: estuve conectado desde el celular con otro nombre de usuario.`,
      link: CLASSROOM_LINKS.teacherClasses,
      createdAt: ago(48),
    },
    {
      userId: teacher.id,
      kind: 'EVALUATION',
      title: 'Nueva entrega: Redacción de un laudo arbitral',
      body: `${classmates[1].fullName} · Formación y Acreditación de Árbitros`,
      link: CLASSROOM_LINKS.teacherEvaluations,
      createdAt: ago(1),
    },
  ]);
}
