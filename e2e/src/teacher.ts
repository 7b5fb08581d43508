import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bearer, createCourse, staffTokens } from './aula';
import { siteURL } from './siteState';
import { apiLogin, useSession } from './session';

/** Helpers of the teacher area specs (tests/teacher-*.spec.ts): each test makes its own data. */

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}-${Math.random().toString(36).slice(2, 6)}`;

/** A new DOCENTE created by the admin, signed in through the API. */
export async function newTeacher(request: APIRequestContext, adminToken: string, fullName = 'Docente E2E Prueba') {
  const email = `${unique('docente')}@e2e.test`.toLowerCase();
  const password = 'Clave.Docente2026';
  const res = await request.post('/api/admin/users', {
    headers: bearer(adminToken),
    data: { email, fullName, role: 'DOCENTE', passwordHash: password, phone: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const login = await apiLogin(request, email, password);
  return { email, password, fullName, token: login.token, user: login.user, id: Number(login.user.id) };
}

/** The demo teacher with a fresh course of theirs (created by the admin). */
export async function teacherWithCourse(request: APIRequestContext, title?: string) {
  const staff = await staffTokens(request);
  const course = await createCourse(request, staff.admin, staff.teacherId, title);
  return { staff, course };
}

/**
 * A teacher of the test's own with a fresh course: for screens that list every course of the
 * teacher (the demo teacher collects a course from each test of the run).
 */
export async function ownTeacherWithCourse(request: APIRequestContext) {
  const staff = await staffTokens(request);
  const teacher = await newTeacher(request, staff.admin);
  const course = await createCourse(request, staff.admin, teacher.id);
  return { staff, teacher, course };
}

/**
 * A teacher of the test's own with `count` fresh courses titled `title(i)`, created by the admin a
 * few at a time (in creation order): for the lists that show one page of the teacher's courses.
 */
export async function ownTeacherWithCourses(request: APIRequestContext, count: number, title: (i: number) => string) {
  const staff = await staffTokens(request);
  const teacher = await newTeacher(request, staff.admin);
  const courses: Awaited<ReturnType<typeof createCourse>>[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, k) => createCourse(request, staff.admin, teacher.id, title(i + k)));
    courses.push(...(await Promise.all(batch)));
  }
  return { staff, teacher, courses };
}

/**
 * Chooses `course` in a teacher form's course list: from the list, or through «Buscar curso» when the
 * teacher has more courses than the list shows (the demo teacher collects one from many tests).
 */
export async function chooseCourse(scope: Locator | Page, course: { id: number; code: string }, label: string | RegExp = /^Curso/) {
  const list = scope.getByLabel(label);
  const option = list.locator(`option[value="${course.id}"]`);
  const search = scope.getByLabel('Buscar curso');
  await expect(option.or(search).first()).toBeAttached();
  if (!(await option.count())) {
    await search.fill(course.code);
    await expect(option).toBeAttached();
  }
  await list.selectOption(String(course.id));
}

/** Opens a page of the teacher area as the demo teacher. */
export async function openAsTeacher(page: Page, request: APIRequestContext, path: string) {
  const { token, user } = await apiLogin(request, 'docente@inpro.test');
  await useSession(page, token, user);
  await page.goto(path);
  return { token, user };
}

/** The toast with exactly this text (toasts last 2200 ms). */
export function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/**
 * A page in its own browser context signed in with `token` (another person next to the test's
 * page: localStorage is per context, so the two sessions do not mix).
 */
export async function pageAs(browser: Browser, token: string, user: Record<string, unknown>) {
  const context = await browser.newContext({ baseURL: siteURL(), locale: 'es-PE', timezoneId: 'America/Lima' });
  const page = await context.newPage();
  await useSession(page, token, user);
  return { page, close: () => context.close() };
}
