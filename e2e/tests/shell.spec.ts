import { expect, test } from '../src/test';
import { forgedToken, inOneHour, signInAs, useSession } from '../src/session';

// With the site's service worker installed, as visitors have it: it must hide no failure or release.
test.use({ serviceWorkers: 'allow' });

const NAV_LINKS: Array<[string, string]> = [
  ['Cursos / Seminarios', '/cursos'],
  ['Diplomados', '/diplomados'],
  ['Programas de Especialización', '/especializacion'],
  ['Certificaciones', '/certificados'],
  ['Contacto', '/contacto'],
  ['Corte de Arbitraje / Conciliación', '/arbitraje'],
  ['Trámites Educativos', '/tramites'],
  ['Aula Virtual', '/aula/login'],
];

test.describe('shell: navbar, footer and search', () => {
  test('the home page shows the navbar links, the footer and the public area', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /principal/i });
    for (const [label, href] of NAV_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Instituto Nacional de Profesionalización – Educación legal de excelencia');
    await expect(footer).toContainText('Lunes a Viernes 9:00-18:00');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    for (const course of ['Derecho Constitucional', 'Derecho Penal', 'Derecho Civil', 'Derecho Laboral']) {
      await expect(footer.getByRole('link', { name: course })).toHaveAttribute('href', '#cursos');
    }
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('a link is active when the path equals its target; Aula Virtual by prefix', async ({ page }) => {
    await page.goto('/cursos');
    const nav = page.getByRole('navigation', { name: /principal/i });
    await expect(nav.getByRole('link', { name: 'Cursos / Seminarios', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Diplomados', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/aula/login?e=exp');
    await expect(nav.getByRole('link', { name: 'Aula Virtual', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the search form trims, ignores empty text and goes to /buscar?q=', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox').first();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('  derecho penal & litigación  ');
    await box.press('Enter');
    await expect(page).toHaveURL(`/buscar?q=${encodeURIComponent('derecho penal & litigación')}`);
  });
});

test.describe('shell: guard', () => {
  for (const path of ['/aula', '/aula/miscursos', '/prof', '/admin', '/superadmin']) {
    test(`anonymous ${path} goes to /aula/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/aula\/login/);
    });
  }

  test('an expired token goes to /aula/login?e=exp with the expiry message', async ({ page }) => {
    const expired = forgedToken({ sub: '1', username: 'x', roles: ['ADMIN'], exp: Math.floor(Date.now() / 1000) - 60 });
    await useSession(page, expired, { email: 'x@inpro.test', role: 'ADMIN' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/aula\/login\?e=exp$/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /sesión/i })
        .first(),
    ).toBeVisible();
  });

  test('a token that runs out while an area is open goes to /aula/login?e=exp', async ({ page }) => {
    // Valid for 4 more seconds (the server never sees it: the shell notices the expiry itself).
    const soon = forgedToken({ sub: '1', username: 'x', roles: ['ESTUDIANTE'], exp: Math.floor(Date.now() / 1000) + 4 });
    await useSession(page, soon, { email: 'x@inpro.test', role: 'ESTUDIANTE', fullName: 'Alumno' });
    // No refresh cookie: the server refuses the renewal, whether the page is up before the token's end
    // (it runs out while open) or only after it (a page that starts with an expired token tries the renewal first).
    await page
      .context()
      .route('**/api/**', (route) =>
        new URL(route.request().url()).pathname === '/api/auth/refresh'
          ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Sesión no válida"}' })
          : route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
    await page.goto('/aula/perfil');
    await expect(page).toHaveURL(/\/aula\/login\?e=exp$/, { timeout: 15_000 });
  });

  const cases: Array<[Parameters<typeof signInAs>[2], string, RegExp]> = [
    ['estudiante', '/admin', /\/aula$/],
    ['estudiante', '/prof', /\/aula$/],
    ['docente', '/admin', /\/prof$/],
    ['docente', '/prof', /\/prof$/],
    ['admin', '/prof', /\/prof$/],
    ['admin', '/superadmin', /\/admin$/],
    // The master administrator may open the administrator area (e.g. the course editor linked from /superadmin/cursos).
    ['superadmin', '/admin', /\/admin$/],
    ['superadmin', '/prof', /\/superadmin$/],
    ['superadmin', '/super', /\/superadmin$/],
    ['estudiante', '/aula', /\/aula$/],
  ];
  for (const [role, from, to] of cases) {
    test(`${role} opening ${from} ends on ${to.source}`, async ({ page, request }) => {
      await signInAs(page, request, role);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('any 401 clears the session and goes to /aula/login?e=exp', async ({ page }) => {
    // A well-formed, unexpired token the server did not sign: the first API call answers 401.
    await useSession(page, forgedToken({ sub: '999', username: 'intruso', roles: ['DOCENTE'], exp: inOneHour() }), null);
    await page.goto('/prof');
    await expect(page).toHaveURL(/\/aula\/login\?e=exp$/);
    expect(await page.evaluate(() => localStorage.getItem('inpro.token'))).toBeNull();
  });
});
