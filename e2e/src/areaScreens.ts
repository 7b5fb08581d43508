import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './aula';
import { watchNetwork } from './network';
import type { DemoRole } from './session';

/**
 * Every screen of every logged-in area (the routes of mf-aula, mf-teacher, mf-admin and
 * mf-superadmin), with the ids of the signed-in person's own data filled in. Used by the specs that
 * visit them all (phone-areas, accessibility).
 */

export type Area = 'aula' | 'prof' | 'admin' | 'superadmin';
type Screens = (request: APIRequestContext, token: string) => Promise<string[]>;

async function json<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: bearer(token) });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const AREA_SCREENS: Record<Area, { role: DemoRole; screens: Screens }> = {
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
      expect(withUnits.length, 'a course of the student with units and evaluations').toBeGreaterThan(0);
      const c = withUnits[0];
      return [
        '/aula',
        '/aula/miscursos',
        '/aula/clases',
        `/aula/asistencia/${c.id}`,
        '/aula/materiales',
        `/aula/materiales/${c.id}`,
        `/aula/materiales/${c.id}/unidad/${c.unit}`,
        '/aula/evaluaciones',
        `/aula/evaluaciones/${c.id}`,
        `/aula/evaluaciones/${c.id}/${c.evaluation}`,
        '/aula/notas',
        `/aula/notas/${c.id}`,
        '/aula/pagos',
        '/aula/certificados',
        '/aula/calendario',
        '/aula/perfil',
        ...['/aula/foros', `/aula/foros/${c.id}`, '/aula/mensajes', `/aula/mensajes/${c.id}`],
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
        `/prof/cursos/${id}/calificaciones`,
        '/prof/clases',
        '/prof/materiales',
        '/prof/evaluaciones',
        '/prof/perfil',
        ...['/prof/foros', `/prof/foros/${id}`, '/prof/mensajes'],
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
      [
        '',
        '/usuarios',
        '/participantes',
        '/cursos',
        '/pagos',
        '/reportes',
        '/config',
        '/paginas',
        '/auditoria',
        '/despliegues',
        '/trabajos',
        '/foros',
      ].map((p) => `/superadmin${p}`),
  },
};

/** Opens `path` as a visitor would and waits until the screen has shown its data. */
export async function openScreen(page: Page, path: string) {
  const network = watchNetwork(page);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await network.idle();
  } finally {
    network.stop();
  }
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}
