import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { bearer } from '../src/aula';
import { type DemoRole, signInAs } from '../src/session';

/*
 * Issue 26 item 10: at 390×844 (a phone) every screen of every logged-in area fits its width and
 * every action on it is reachable without scrolling sideways.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

interface Offender {
  what: string;
  left: number;
  right: number;
}

/**
 * The page's sideways overflow (document scrollWidth minus the viewport) and every visible control
 * of the area's header and screen (buttons, links, fields) that is not wholly inside the viewport.
 */
function measure(page: Page): Promise<{ overflow: number; offenders: Offender[]; controls: number }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const root = document.body;
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>(
        'header a, header button, main a[href], main button, main input, main select, main textarea, main [role="tab"]',
      ),
    ).filter((el) => {
      const r = el.getBoundingClientRect();
      // Visually hidden helpers (1 px, clipped) and controls of closed parts are not on screen; a
      // skip link waits off-screen until it is focused.
      const skipLink = el.matches('a[href^="#"]') && r.right <= 0;
      return !skipLink && r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    });
    const offenders = controls
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          what: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60),
          left: Math.round(r.left),
          right: Math.round(r.right),
        };
      })
      .filter((o) => o.left < -1 || o.right > vw + 1);
    return { overflow: document.documentElement.scrollWidth - vw, offenders, controls: controls.length };
  });
}

/** Opens `path` as a visitor would and waits until the screen has shown its data. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

async function json<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: bearer(token) });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

type Screens = (request: APIRequestContext, token: string) => Promise<string[]>;

const AREAS: Record<'aula' | 'prof' | 'admin' | 'superadmin', { role: DemoRole; screens: Screens }> = {
  aula: {
    role: 'estudiante',
    screens: async (request, token) => {
      const courses = await json<Array<{ id: number }>>(request, token, '/api/my/courses');
      const withUnits = [];
      for (const c of courses) {
        const units = await json<Array<{ id: number }>>(request, token, `/api/materials/courses/${c.id}/units`);
        const evaluations = await json<Array<{ id: number }>>(request, token, `/api/student/courses/${c.id}/evaluations`);
        if (units.length && evaluations.length) withUnits.push({ id: c.id, unit: units[0].id, evaluation: evaluations[0].id });
      }
      expect(withUnits.length, 'a demo course of the student with units and evaluations').toBeGreaterThan(0);
      const c = withUnits[0];
      return [
        '/aula',
        '/aula/miscursos',
        '/aula/clases',
        `/aula/asistencia/${c.id}`,
        '/aula/materiales',
        `/aula/materiales/${c.id}`,
        `/aula/materiales/${c.id}/unidad/${c.unit}`,
        `/aula/evaluaciones/${c.id}`,
        `/aula/evaluaciones/${c.id}/${c.evaluation}`,
        '/aula/notas',
        '/aula/pagos',
        '/aula/perfil',
      ];
    },
  },
  prof: {
    role: 'docente',
    screens: async (request, token) => {
      const page = await json<{ content: Array<{ id: number }> }>(request, token, '/api/teacher/courses');
      expect(page.content.length).toBeGreaterThan(0);
      const id = page.content[0].id;
      return [
        '/prof',
        '/prof/cursos',
        `/prof/cursos/${id}/gestionar`,
        '/prof/clases',
        '/prof/materiales',
        '/prof/evaluaciones',
        '/prof/perfil',
      ];
    },
  },
  admin: {
    role: 'admin',
    screens: async (request, token) => {
      const courses = await json<Array<{ id: number }> | { content: Array<{ id: number }> }>(request, token, '/api/courses');
      const list = Array.isArray(courses) ? courses : courses.content;
      expect(list.length).toBeGreaterThan(0);
      const id = list[0].id;
      return [
        '/admin',
        '/admin/participantes',
        '/admin/cursos',
        '/admin/cursos/new',
        `/admin/cursos/${id}/edit`,
        `/admin/cursos/${id}/participantes`,
        '/admin/materiales',
        '/admin/reportes',
        '/admin/conf',
      ];
    },
  },
  superadmin: {
    role: 'superadmin',
    screens: async () =>
      ['', '/usuarios', '/participantes', '/cursos', '/pagos', '/reportes', '/config', '/auditoria', '/despliegues'].map(
        (p) => `/superadmin${p}`,
      ),
  },
};

for (const [area, { role, screens }] of Object.entries(AREAS)) {
  test(`every screen of /${area} fits a 390 px phone, every action in view`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token } = await signInAs(page, request, role);
    const problems: string[] = [];
    for (const path of await screens(request, token)) {
      await openScreen(page, path);
      const m = await measure(page);
      expect(m.controls, `${path}: the screen shows its controls`).toBeGreaterThan(0);
      if (m.overflow > 0) problems.push(`${path}: pans ${m.overflow} px sideways`);
      for (const o of m.offenders) problems.push(`${path}: "${o.what}" at ${o.left}…${o.right} px`);
    }
    expect(problems).toEqual([]);
  });
}
