import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AREA_SCREENS, openScreen, type Area } from './areaScreens';
import { sandboxToken } from '@inpro/shared-contracts';
import {
  bearer,
  createCourse,
  createEvaluation,
  createResource,
  createSession,
  createUnit,
  enrol,
  enrolledStudent,
  limaDay,
  limaSlot,
  openAttendance,
  staffTokens,
} from './aula';
import { courseForSale, filterCourses, slugify, uniqueWord } from './publicSite';
import { DEMO, apiLogin, useSession } from './session';
import { newTeacher } from './teacher';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe (color-contrast and label-content-name-mismatch among them). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One failing rule on one screen, in one line: rule, impact, how many elements, which (and the colours of a contrast). */
export type Finding = string;

/**
 * The serious and critical axe violations of the page as it is now, one line per rule, prefixed by
 * `where` (the screen and the run's scheme and viewport).
 */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => {
        const target = n.target.join(' ');
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        return data?.contrastRatio
          ? `${target} [${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1]`
          : `${target} ${n.html.slice(0, 160)}`;
      });
      const more = v.nodes.length > 4 ? ` …+${v.nodes.length - 4}` : '';
      return `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}: ${nodes.join(' | ')}${more}`;
    });
}

/** Switches the colour scheme in place and waits for the theme's colour transitions to end (axe reads the colours). */
async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(async (value) => {
    document.documentElement.setAttribute('data-theme', value);
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  }, scheme);
}

/** 0 serious or critical axe findings on the screen as it is, in the light scheme and with the dark tokens on. */
export async function expectNoSeriousFindingsInBothSchemes(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page, `${where} claro`)).toEqual([]);
  await useScheme(page, 'dark');
  expect(await seriousViolations(page, `${where} oscuro`)).toEqual([]);
  await useScheme(page, 'light');
}

async function submit(request: APIRequestContext, token: string, evaluationId: number, data: Record<string, unknown>) {
  const res = await request.post(`/api/student/evaluations/${evaluationId}/submission`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The student pays a whole course by sandbox card through the API (the payment is approved, with a receipt). */
async function buyByCard(request: APIRequestContext, token: string, courseId: number) {
  const res = await request.post('/api/orders', {
    headers: { ...bearer(token), 'Idempotency-Key': `a11y-${uniqueWord()}` },
    data: { courseId, plan: 'FULL', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * The person whose screens an area shows, with data of their own so that every screen has something
 * to show: a new student enrolled in a new course (a unit with a resource, a task, a quiz, a class
 * live now with attendance open) who bought another by card (a receipt); a new teacher with such a
 * course and a student's submissions, one graded; the administrator and the
 * master administrator (the only ones of their roles) with a new course in the lists.
 */
async function personOf(request: APIRequestContext, area: Area): Promise<{ token: string; user: Record<string, unknown> }> {
  /** A course's unit, resource, task, quiz and live class; with a student, two tasks handed in and one of them graded. */
  const furnish = async (teacherToken: string, courseId: number, studentToken?: string) => {
    const unit = await createUnit(request, teacherToken, courseId, 'Unidad 1: Teoría del delito', 'Conceptos y casos');
    await createResource(request, teacherToken, unit.id, { name: 'Código Penal', type: 'link', url: 'https://www.gob.pe/' });
    const task = await createEvaluation(request, teacherToken, {
      courseId,
      type: 'Tarea',
      title: 'Informe de jurisprudencia',
      instructions: 'Analiza una casación reciente.',
      dueAt: limaDay(7),
    });
    await createEvaluation(request, teacherToken, {
      courseId,
      type: 'Quiz',
      title: 'Quiz de la unidad 1',
      dueAt: limaDay(7),
      questions: [{ text: '¿Qué es el dolo?', options: ['Conocimiento y voluntad', 'Negligencia'], answer: 0 }],
    });
    const live = await createSession(request, teacherToken, courseId, limaSlot(-30, 60), 'Prueba indiciaria');
    await openAttendance(request, teacherToken, live.id, 30);
    if (!studentToken) return;
    // Submissions in both states the teacher's list shows: «Calificar» (pending) and «Ver» (graded).
    const essay = await createEvaluation(request, teacherToken, {
      courseId,
      type: 'Tarea',
      title: 'Comentario de sentencia',
      instructions: 'Comenta una sentencia del Tribunal Constitucional.',
      dueAt: limaDay(7),
    });
    await submit(request, studentToken, task.id, { text: 'La casación analiza la prueba indiciaria.' });
    await submit(request, studentToken, essay.id, { text: 'La sentencia protege el debido proceso.' });
    const list = await request.get(`/api/teacher/submissions?evaluationId=${task.id}`, { headers: bearer(teacherToken) });
    expect(list.status(), await list.text()).toBe(200);
    const [submission] = ((await list.json()) as { content: Array<{ id: number }> }).content;
    const graded = await request.post(`/api/teacher/submissions/${submission.id}/grade`, {
      headers: bearer(teacherToken),
      data: { score: '15,5', feedback: 'Buen análisis.' },
    });
    expect(graded.status(), await graded.text()).toBe(200);
  };
  switch (area) {
    case 'aula': {
      const { staff, student, course } = await enrolledStudent(request, 'a11y');
      await furnish(staff.teacher, course.id);
      // A course bought by card: /aula/pagos lists a paid payment with its receipt.
      await buyByCard(request, student.token, (await courseForSale(request, { price: 480 })).id);
      return student;
    }
    case 'prof': {
      const staff = await staffTokens(request);
      const teacher = await newTeacher(request, staff.admin);
      const course = await createCourse(request, staff.admin, teacher.id);
      const { student } = await enrolledStudent(request, 'a11y-prof');
      await enrol(request, staff.admin, course.id, Number(student.user.id));
      await furnish(teacher.token, course.id, student.token);
      return teacher;
    }
    case 'admin': {
      const staff = await staffTokens(request);
      await createCourse(request, staff.admin, staff.teacherId);
      return apiLogin(request, DEMO.admin);
    }
    case 'superadmin':
      return apiLogin(request, DEMO.superadmin);
  }
}

/** The public site's screens (mf-public's routes), with a published course of the catalogue. */
async function publicScreens(request: APIRequestContext): Promise<string[]> {
  const { content } = await filterCourses(request);
  expect(content.length, 'a published course in the catalogue').toBeGreaterThan(0);
  const course = content[0];
  return [
    '/',
    '/cursos',
    `/curso/${course.id}-${course.slug ?? slugify(course.title)}`,
    `/checkout?courseId=${course.id}`,
    '/gracias',
    '/certificados',
    '/especializacion',
    '/diplomados',
    '/arbitraje',
    '/tramites',
    '/contacto',
    '/buscar?q=derecho',
    '/aula/login',
    '/terminos',
    '/privacidad',
    '/preguntas-frecuentes',
    '/ayuda',
  ];
}

export const VIEWPORTS = {
  escritorio: { width: 1280, height: 800 },
  'teléfono 390×844': { width: 390, height: 844 },
} as const;

export type Scheme = 'light' | 'dark';

/**
 * Buttons that must be on these screens when axe looks at them (the data personOf makes), named as
 * people see them: the visible words first, then what they act on (WCAG 2.5.3).
 */
const SHOWN_ACTIONS: Record<string, RegExp[]> = {
  '/aula/pagos': [/^Comprobante PDF R-\d{4}-\d+$/],
  '/prof/evaluaciones': [/^Calificar la entrega de .+: Comentario de sentencia$/, /^Ver la entrega de .+: Informe de jurisprudencia$/],
};

/** Opens every screen and collects its serious/critical findings; prints them (the run's summary). */
async function auditScreens(page: Page, paths: string[], label: string, scheme: Scheme, extra: (path: string) => Promise<Finding[]>) {
  const findings: Finding[] = [];
  for (const path of paths) {
    await openScreen(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const found = [...(await seriousViolations(page, `${label} ${path}`)), ...(await extra(path))];
    console.log(found.length ? found.join('\n') : `${label} ${path}: 0 serious/critical`);
    findings.push(...found);
  }
  return findings;
}

/**
 * The accessibility suite in one colour scheme: every screen of the public site (as a visitor) and
 * of every logged-in area (as a person of its role), at desktop and phone widths, with 0 serious or
 * critical WCAG 2 A/AA violations. At phone width an area's collapsed menu is opened once too.
 */
export function accessibilitySuite(scheme: Scheme) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const phone = viewport.width < 600;
    test.describe(`${scheme === 'dark' ? 'oscuro' : 'claro'}, ${name}`, () => {
      test.use({ viewport });

      test('the public site has no serious axe violation', async ({ page, request }) => {
        // 17 screens, ~3.5 s each alone, and several times that beside the other lanes of a busy CI machine.
        test.setTimeout(360_000);
        const label = `[${scheme} ${viewport.width}px]`;
        const findings = await auditScreens(page, await publicScreens(request), label, scheme, async (path) => {
          if (path !== '/aula/login') return [];
          await page.getByRole('tab', { name: 'Registrarse' }).click();
          await expect(page.getByRole('tabpanel')).toBeVisible();
          return seriousViolations(page, `${label} ${path} (Registrarse)`);
        });
        expect(findings).toEqual([]);
      });

      for (const area of Object.keys(AREA_SCREENS) as Area[]) {
        test(`/${area} has no serious axe violation`, async ({ page, request }) => {
          test.setTimeout(360_000);
          const label = `[${scheme} ${viewport.width}px]`;
          const person = await personOf(request, area);
          await useSession(page, person.token, person.user);
          const paths = await AREA_SCREENS[area].screens(request, person.token);
          const findings = await auditScreens(page, paths, label, scheme, async (path) => {
            const missing: Finding[] = [];
            for (const name of SHOWN_ACTIONS[path] ?? []) {
              if (!(await page.getByRole('button', { name }).count())) missing.push(`${label} ${path}: no button named ${name}`);
            }
            if (!phone || path !== paths[0]) return missing;
            await page.getByRole('button', { name: 'Menú', exact: true }).click();
            await expect(page.getByRole('navigation', { name: /^Menú de / })).toBeVisible();
            return [...missing, ...(await seriousViolations(page, `${label} ${path} (menú abierto)`))];
          });
          expect(findings).toEqual([]);
        });
      }
    });
  }
}
