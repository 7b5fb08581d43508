import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../src/test';
import { apiLogin, TOKEN_KEY, useSession } from '../src/session';
import { pageToken } from '../src/publicSite';
import { bearer, createResource, createSession, createUnit, enrolledStudent, limaSlot, openAttendance } from '../src/aula';

// The classroom on a phone without a connection (issue 40, point 4): what the student saw online
// stays readable offline, also after a full reload (the page, the remotes and the answers come from
// the service worker's caches); what needs the server is disabled and says why; a PDF marked
// «Disponible sin conexión» opens offline; signing out deletes the account's copies; a token that
// runs out offline keeps the area readable and is renewed when the connection returns.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const BANNER = /^Sin conexión: estás viendo lo último que se cargó \(hace \d+ min\)$/;
const NOT_SAVED =
  'Sin conexión: esto no se abrió antes con conexión en este dispositivo, así que no hay una copia para mostrar. Se cargará cuando vuelva la conexión.';
const ACTION_REASON = 'Sin conexión: esto necesita internet. Podrás hacerlo cuando vuelva la conexión.';
const MARK_REASON =
  'Sin conexión: la asistencia solo se puede marcar con conexión, porque el servidor comprueba en ese momento que la clase esté abierta.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A student enrolled in a course with a unit (a stored PDF and a link) and a class whose attendance is open now. */
async function classroom(request: APIRequestContext) {
  const { staff, student, course } = await enrolledStudent(request, 'sinconexion');
  const unit = await createUnit(request, staff.teacher, course.id, 'Unidad 1: Lectura sin conexión', 'Para el bus');
  const upload = await request.post(`/api/materials/units/${unit.id}/resources`, {
    headers: bearer(staff.teacher),
    multipart: { name: 'Sílabo del curso', type: 'pdf', file: { name: 'silabo.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await createResource(request, staff.teacher, unit.id, { name: 'Código Penal', type: 'link', url: 'https://www.gob.pe/' });
  const live = await createSession(request, staff.teacher, course.id, limaSlot(-30, 60), 'Clase de la noche');
  await openAttendance(request, staff.teacher, live.id, 30);
  return { student, course, unit };
}

/** Waits until the worker is active and serves this page's requests. */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The same claims as `token` (its account, roles and session) with another `exp`, unsigned: the
 * server would refuse it, so a call that carried it online would end the session.
 */
function withExp(token: string, exp: number): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url')}.${Buffer.from('not-signed').toString('base64url')}`;
}

/** The names of the Cache Storage caches of this site. */
function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

async function signedInStudent(context: BrowserContext, request: APIRequestContext) {
  const data = await classroom(request);
  const page = await context.newPage();
  await useSession(page, data.student.token, data.student.user);
  await page.goto('/aula');
  await untilControlled(page);
  return { ...data, page };
}

test.describe('aula: readable without a connection', () => {
  test('every screen seen online reads offline, also after a reload; what needs the server says why', async ({ context, request }) => {
    test.setTimeout(180_000);
    const { page, course, unit } = await signedInStudent(context, request);
    const main = page.getByRole('main');

    // Online: the dashboard again through the worker, then the courses, the units and the
    // resources inside the application (never loaded as pages), and the other screens by address.
    await page.reload();
    await expect(page.getByTestId('total-courses')).toHaveText('1');
    // The student saw the whole dashboard (every part loaded) before moving on, as on every screen below.
    await expect(main.getByTestId('skeleton')).toHaveCount(0);
    await expect(main.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
    await main.getByRole('link', { name: 'Ir a Mis Cursos' }).click();
    await main.getByRole('link', { name: `Materiales: ${course.title}` }).click();
    await main.getByRole('link', { name: `Ver recursos de ${unit.title}` }).click();
    await expect(main.getByRole('row', { name: /Sílabo del curso/ })).toBeVisible();
    for (const path of ['/aula/clases', '/aula/notas', '/aula/pagos', `/aula/asistencia/${course.id}`, '/aula/perfil']) {
      await page.goto(path);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByTestId('skeleton')).toHaveCount(0);
      await expect(main.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
    }

    await context.setOffline(true);
    const screens: Array<[string, (p: Page) => Promise<void>]> = [
      ['/aula', (p) => expect(p.getByTestId('total-courses')).toHaveText('1')],
      ['/aula/miscursos', (p) => expect(p.getByTestId('my-course-card').filter({ hasText: course.title })).toBeVisible()],
      [`/aula/materiales/${course.id}`, (p) => expect(p.getByRole('row', { name: new RegExp(unit.title) })).toContainText('Para el bus')],
      [
        `/aula/materiales/${course.id}/unidad/${unit.id}`,
        (p) => expect(p.getByRole('row', { name: /Código Penal/ }).getByRole('link', { name: /^Abrir Código Penal/ })).toBeVisible(),
      ],
      ['/aula/clases', (p) => expect(p.getByTestId('live-class')).toContainText(course.title)],
      ['/aula/notas', (p) => expect(p.getByText('Aún no tienes notas registradas.')).toBeVisible()],
      ['/aula/pagos', (p) => expect(p.getByText('Aún no tienes pagos registrados.')).toBeVisible()],
    ];
    for (const [path, shows] of screens) {
      const answer = await page.goto(path);
      expect([path, answer?.fromServiceWorker()]).toEqual([path, true]);
      await shows(page);
      await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
      await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
      await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
    }

    // Attendance is the server's rule (the class window): the control says so.
    await page.goto(`/aula/asistencia/${course.id}`);
    const mark = page.getByRole('button', { name: 'Marcar asistencia' }).first();
    await expect(mark).toBeDisabled();
    await expect(mark).toHaveAccessibleDescription(MARK_REASON);
    await expect(page.getByText(MARK_REASON)).toBeVisible();

    // Saving the profile needs the server; the fields can still be typed in.
    await page.goto('/aula/perfil');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(ACTION_REASON);
    await page.getByLabel('Teléfono').fill('987654321');
    await expect(page.getByLabel('Teléfono')).toHaveValue('987654321');

    // A screen never opened online says so in Spanish, not an error page.
    await page.goto('/aula/evaluaciones');
    await expect(page.getByText(NOT_SAVED)).toBeVisible();
    await expect(page.getByTestId('app-error')).toHaveCount(0);

    // Back online: the banner goes and the actions come back.
    await context.setOffline(false);
    await page.goto('/aula/perfil');
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
    await expect(page.getByTestId('offline-banner')).toHaveText('');
  });

  test('a PDF marked «Disponible sin conexión» opens offline; signing out deletes it and the cached answers', async ({
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { page, course, unit, student } = await signedInStudent(context, request);
    const account = String(student.user.id);
    await page.goto(`/aula/materiales/${course.id}/unidad/${unit.id}`);
    const row = page.getByRole('row', { name: /Sílabo del curso/ });
    const keep = row.getByRole('button', { name: 'Disponible sin conexión: Sílabo del curso' });
    await expect(keep).toHaveAttribute('aria-pressed', 'false');
    // A link to another site is not a file to keep.
    await expect(page.getByRole('row', { name: /Código Penal/ }).getByRole('button', { name: /Disponible sin conexión/ })).toHaveCount(0);
    await keep.click();
    await expect(keep).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('PDF guardado en este dispositivo: podrás abrirlo sin conexión.')).toBeVisible();

    // Kept in the account's own cache, under the file's address without the signature.
    const kept = await page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search),
      `inpro-kept-${account}`,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`^/api/files/units/${unit.id}/[^?]+\\.pdf$`));

    await context.setOffline(true);
    await page.reload();
    await expect(row.getByRole('button', { name: 'Disponible sin conexión: Sílabo del curso' })).toHaveAttribute('aria-pressed', 'true');
    const open = row.getByRole('link', { name: /^Abrir Sílabo del curso/ });
    await expect(open).toHaveAttribute('href', /^blob:/);
    const href = (await open.getAttribute('href')) as string;
    const popup = context.waitForEvent('page');
    await open.click();
    const tab = await popup;
    expect(tab.url()).toBe(href);
    // The new tab shows a PDF (the browser's viewer), from the device: the connection is off.
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await tab.close();
    // And the copy on the device is the file itself.
    const copy = await page.evaluate(
      async ([name, key]) => (await (await (await caches.open(name)).match(key))?.text()) ?? null,
      [`inpro-kept-${account}`, kept[0]],
    );
    expect(copy).toBe(PDF.toString());

    // Signing out (online again) deletes the kept PDF and the cached answers of the account.
    await context.setOffline(false);
    await page.reload();
    expect(await cacheNames(page)).toEqual(expect.arrayContaining([`inpro-api-${account}`, `inpro-kept-${account}`]));
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menú de Aula Virtual' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/aula\/login/);
    await expect.poll(() => cacheNames(page)).not.toContain(`inpro-kept-${account}`);
    expect((await cacheNames(page)).filter((name) => name.startsWith('inpro-api-') || name.startsWith('inpro-kept-'))).toEqual([]);
  });

  test('a page seen once, before the worker existed, opens again offline, with no error for what it did not keep', async ({
    context,
    request,
  }) => {
    const { page } = await signedInStudent(context, request);
    // The worker that took the page over caches the page and the scripts it had loaded (CACHE_URLS).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cached = new Set<string>();
            for (const name of ['inpro-files-v1', 'inpro-pages-v1']) {
              for (const key of await (await caches.open(name)).keys()) cached.add(new URL(key.url).pathname);
            }
            const scripts = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
              .map((url) => url.pathname);
            return [location.pathname, ...scripts].filter((path) => !cached.has(path));
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);
    await context.setOffline(true);
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
    // The answers read before the worker took over were not kept (which ones depends on when it
    // did): each part shows its data or says it has no copy, none fails.
    const main = page.getByRole('main');
    await expect(main.getByTestId('total-courses').or(main.getByText(NOT_SAVED)).first()).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByTestId('skeleton')).toHaveCount(0);
  });

  test('a token that runs out offline keeps the dashboard readable; back online it is renewed before any call', async ({
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { student, course } = await classroom(request);
    // Signed in with the browser's own cookie jar, as the sign-in form does: the refresh cookie is the page's.
    const { token, user } = await apiLogin(context.request, student.email, student.password);
    const page = await context.newPage();
    await useSession(page, token, user);
    await page.goto('/aula');
    await untilControlled(page);
    // Through the worker: the dashboard's answers are now in the account's copies.
    await page.reload();
    await expect(page.getByTestId('total-courses')).toHaveText('1');

    // Offline, the token runs out while the dashboard is open (the account's token, two seconds
    // from its end, handed to the shell as another tab's storage change would).
    await context.setOffline(true);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const expired = withExp(token, exp);
    await page.evaluate(
      ([key, value]) => {
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key }));
      },
      [TOKEN_KEY, expired],
    );
    await expect.poll(() => page.evaluate(() => Date.now()), { timeout: 10_000 }).toBeGreaterThan(exp * 1000 + 500);
    await expect(page.getByTestId('total-courses')).toHaveText('1');
    await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
    await expect(page).toHaveURL(/\/aula$/);

    // A reload with the expired token, still offline: the same dashboard, from the device.
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('total-courses')).toHaveText('1');
    await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
    await expect(page).toHaveURL(/\/aula$/);
    expect(await pageToken(page)).toBe(expired);

    // Back online: the refresh cookie renews the token before any call goes out with the dead one
    // (the server would answer it 401), and the next screen's call succeeds with no sign-in.
    const refused: string[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401) refused.push(response.url());
    });
    const renewal = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
    await context.setOffline(false);
    expect((await renewal).status()).toBe(200);
    await expect.poll(() => pageToken(page)).not.toBe(expired);
    const fresh = await pageToken(page);
    const myCourses = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/my/courses');
    await page.getByRole('main').getByRole('link', { name: 'Ir a Mis Cursos' }).click();
    const answered = await myCourses;
    expect(answered.status()).toBe(200);
    expect(await answered.request().headerValue('authorization')).toBe(`Bearer ${fresh}`);
    await expect(page.getByTestId('my-course-card').filter({ hasText: course.title })).toBeVisible();
    await expect(page).toHaveURL(/\/aula\/miscursos$/);
    await expect(page.getByTestId('offline-banner')).toHaveText('');
    expect(refused).toEqual([]);
  });
  test('a page that starts with a token that ran out renews it before any call, and opens the dashboard, not the sign-in page', async ({
    context,
    request,
  }) => {
    const { student } = await classroom(request);
    // The browser's own cookie jar holds the refresh cookie, as after the sign-in form; the stored token ran out meanwhile.
    const { token, user } = await apiLogin(context.request, student.email, student.password);
    const expired = withExp(token, Math.floor(Date.now() / 1000) - 600);
    const page = await context.newPage();
    await useSession(page, expired, user);
    const refused: string[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401) refused.push(response.url());
    });
    await page.goto('/aula');
    await expect(page.getByTestId('total-courses')).toHaveText('1');
    await expect(page).toHaveURL(/\/aula$/);
    expect(await pageToken(page)).not.toBe(expired);
    expect(refused).toEqual([]);
  });
});
