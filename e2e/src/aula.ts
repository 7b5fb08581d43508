import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, apiLogin } from './session';
import { registerStudent } from './publicSite';

/** Helpers of the student classroom specs (tests/aula-*.spec.ts): each test makes its own data. */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let seq = 0;
function unique(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}-${Math.random().toString(36).slice(2, 6)}`;
}

export async function staffTokens(request: APIRequestContext) {
  const [admin, teacher] = await Promise.all([apiLogin(request, DEMO.admin), apiLogin(request, DEMO.docente)]);
  return { admin: admin.token, teacher: teacher.token, teacherId: Number(teacher.user.id) };
}

/** A course of the demo teacher, created by the admin (unpublished, so the catalogue is unchanged). */
export async function createCourse(request: APIRequestContext, adminToken: string, teacherId: number, title = unique('Curso E2E')) {
  const res = await request.post('/api/courses', {
    headers: bearer(adminToken),
    data: {
      title,
      code: unique('E2E').toUpperCase(),
      teacherId,
      area: 'Derecho Penal',
      level: 'Intermedio',
      teacherVisible: 'Docente Demo',
      published: false,
      price: 0,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; title: string; code: string };
}

export async function enrol(request: APIRequestContext, adminToken: string, courseId: number, userId: number) {
  const res = await request.post(`/api/courses/${courseId}/participants`, { headers: bearer(adminToken), data: { userIds: [userId] } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export async function createUnit(request: APIRequestContext, token: string, courseId: number, title: string, description = '') {
  const res = await request.post(`/api/materials/courses/${courseId}/units`, { headers: bearer(token), data: { title, description } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

export async function createResource(
  request: APIRequestContext,
  token: string,
  unitId: number,
  data: { name: string; type: string; url?: string },
) {
  const res = await request.post(`/api/materials/units/${unitId}/resources`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string };
}

/** A new student (registered through the API) enrolled by the admin in a new course of the demo teacher. */
export async function enrolledStudent(request: APIRequestContext, prefix = 'aula') {
  const staff = await staffTokens(request);
  const student = await registerStudent(request, prefix);
  const course = await createCourse(request, staff.admin, staff.teacherId);
  await enrol(request, staff.admin, course.id, Number(student.user.id));
  return { staff, student, course };
}

const LIMA_MS = -5 * 3600 * 1000;
const limaParts = (ms: number) => {
  const iso = new Date(ms + LIMA_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * Lima wall-clock date and times of a class around now: from `fromMin` to `toMin` minutes from
 * now, kept inside today's Lima date (so a run near midnight still gets start < end).
 */
export function limaSlot(fromMin: number, toMin: number) {
  const now = Date.now();
  const today = limaParts(now).date;
  const clamp = (ms: number) => {
    const p = limaParts(ms);
    if (p.date < today) return '00:00';
    if (p.date > today) return '23:59';
    return p.time;
  };
  let startTime = clamp(now + fromMin * 60_000);
  const endTime = clamp(now + toMin * 60_000);
  if (startTime >= endTime) startTime = '00:00';
  return { sessionDate: today, startTime, endTime };
}

/**
 * The slot of a one-minute class starting at the first whole minute at least `leadMs` from now (the
 * schedule is to the minute), kept inside one Lima date; `start` and `end` are its instants (ms).
 */
export function nextMinuteSlot(leadMs: number) {
  let start = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
  if (limaParts(start).time === '23:59') start += 60_000;
  const end = start + 60_000;
  return { start, end, slot: { sessionDate: limaParts(start).date, startTime: limaParts(start).time, endTime: limaParts(end).time } };
}

/** YYYY-MM-DD in Lima, `days` from today. */
export function limaDay(days: number): string {
  return limaParts(Date.now() + days * 24 * 3600 * 1000).date;
}

export async function createSession(
  request: APIRequestContext,
  teacherToken: string,
  courseId: number,
  slot: { sessionDate: string; startTime: string; endTime: string },
  topic: string,
) {
  const res = await request.post('/api/teacher/sessions', {
    headers: bearer(teacherToken),
    data: { courseId, joinUrl: 'https://meet.example.com/e2e-clase', topic, mode: 'Virtual', ...slot },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

export async function openAttendance(request: APIRequestContext, teacherToken: string, sessionId: number, minutes = 30) {
  const res = await request.post(`/api/teacher/sessions/${sessionId}/attendance/open`, {
    headers: bearer(teacherToken),
    data: { minutes },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function createEvaluation(request: APIRequestContext, teacherToken: string, data: Record<string, unknown>) {
  const res = await request.post('/api/teacher/evaluations', { headers: bearer(teacherToken), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}
