import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, TOKEN_KEY } from './session';

/** Helpers of the public-site browser tests (mf-public). Additive; the shared e2e files stay as they are. */

export interface ApiCourse {
  id: number;
  title: string;
  slug?: string | null;
  area?: string | null;
  level?: string | null;
  image?: string | null;
  type?: string | null;
  price: number;
  teacherVisible?: string | null;
}

export interface CoursePage {
  content: ApiCourse[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** A fresh e-mail for a test run: the database lives as long as the run. */
/** Six random lowercase letters: tells apart the people that parallel tests (and their retries) create. */
export function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.inpro.test`;
}

/** S/ 1,234.50, the way the site prints soles. */
export function soles(amount: number): string {
  return `S/\u00a0${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** The number printed as "S/ 1,234.50". */
export function parseSoles(text: string): number {
  const m = /S\/\s*([\d,]+\.\d{2})/.exec(text);
  if (!m) throw new Error(`No price in "${text}"`);
  return Number(m[1].replace(/,/g, ''));
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export async function filterCourses(request: APIRequestContext, params: Record<string, string | number> = {}): Promise<CoursePage> {
  const res = await request.get('/api/courses/filter', { params: { page: 0, size: 12, sort: 'popular', ...params } });
  expect(res.ok(), `GET /api/courses/filter ${JSON.stringify(params)}`).toBeTruthy();
  return (await res.json()) as CoursePage;
}

/** Every published course (the static list the home page reads). */
export async function publishedCourses(request: APIRequestContext): Promise<ApiCourse[]> {
  const res = await request.get('/api/data/cursos.json');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ApiCourse[];
}

/** A new student account through the API (the same call the registration form makes). */
export async function registerStudent(request: APIRequestContext, prefix = 'alumno', password = 'Clave.Segura2026') {
  const email = uniqueEmail(prefix);
  const fullName = `Prueba ${prefix} ${uniqueWord()}`;
  const res = await request.post('/api/auth/register', { data: { fullName, email, password, phone: null, acceptTerms: true } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; user: Record<string, unknown> };
  return { email, password, fullName, token: body.token, user: body.user };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, DEMO.admin)).token;
}

/** The access token the page's session holds. */
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

/** Course cards of a list screen: list items with a course heading. */
export function courseCards(page: Page, level: 2 | 3 = 2): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level }) });
}

/** Widest content of the document minus the viewport: > 0 means the page scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A published course on sale (created by the admin for one test), with the demo teacher. */
export async function courseForSale(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const admin = await apiLogin(request, DEMO.admin);
  const teacher = await apiLogin(request, DEMO.docente);
  const res = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      title: `Curso de compra ${uniqueWord()}`,
      code: `PAGO-${uniqueWord().toUpperCase()}`,
      teacherId: Number(teacher.user.id),
      area: 'Arbitraje',
      level: 'Intermedio',
      teacherVisible: 'Docente Demo',
      published: true,
      price: 1234.5,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string; price: number };
}

/**
 * Opens a public page the way a visitor already on the site does (a link inside the application),
 * so the browser asks the API for the page's data itself: opened by its address, a public page comes
 * prerendered by the server with its data, and the browser's own loading and error states never show.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/contacto');
  // The site's navigation is on screen (the shell runs), as for a visitor about to follow a link.
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}
