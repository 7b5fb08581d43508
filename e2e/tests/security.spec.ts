import { expect, test, type Page } from '../src/test';
import { BASE_URL } from '../src/env';
import { registerStudent } from '../src/publicSite';
import { signInAs } from '../src/session';

/** The findings of an outside security probe, as a visitor and an administrator meet them in the browser. */

async function signInWithForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Iniciar Sesión' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test.describe('after signing in, ?next= never leaves the site', () => {
  // The raw query strings of the probe and the usual bypass list.
  for (const next of [
    '/%09/example.org/',
    '/%0a/example.org/',
    '/%0d/example.org/',
    '/%5cexample.org',
    '/%2f%2fexample.org',
    'javascript:alert(1)',
  ]) {
    test(`/aula/login?next=${next} lands in the classroom`, async ({ page, request }) => {
      const student = await registerStudent(request, 'next');
      const offSite: string[] = [];
      await page.route(
        (url) => url.hostname.endsWith('example.org'),
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && !frame.url().startsWith(BASE_URL)) offSite.push(frame.url());
      });
      await page.goto(`/aula/login?next=${next}`);
      await signInWithForm(page, student.email, student.password);
      await expect(page).toHaveURL(`${BASE_URL}/aula`);
      expect(offSite).toEqual([]);
    });
  }

  test('a path of the site is still where the sign-in returns', async ({ page, request }) => {
    const student = await registerStudent(request, 'next');
    await page.goto(`/aula/login?next=${encodeURIComponent('/cursos?q=derecho')}`);
    await signInWithForm(page, student.email, student.password);
    await expect(page).toHaveURL(`${BASE_URL}/cursos?q=derecho`);
  });
});

test.describe('/admin/conf: mail, sign-in and payments are the master administrator’s', () => {
  const groups = ['Pagos', 'Correo SMTP', 'Inicio de sesión con Google y Microsoft'];

  test('an administrator reads them without a way to save, and is told who may change them', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/conf');
    for (const name of groups) {
      const form = page.getByRole('form', { name });
      await expect(form.getByText('solo el administrador maestro (Superadministrador) puede cambiarla')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
      // The group's own fields (the SMTP test-mail field beside them stays usable).
      for (const box of await form.locator('fieldset').getByRole('textbox').all()) await expect(box).toBeDisabled();
    }
    await expect(page.getByRole('form', { name: 'Pagos' }).getByRole('textbox', { name: 'Número de cuenta' })).toBeDisabled();
    // The institute's other settings stay the administrator's.
    await expect(page.getByRole('form', { name: 'Marca' }).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expect(page.getByRole('form', { name: 'Marca' }).getByLabel('Color principal')).toBeEnabled();
  });

  test('the master administrator edits them', async ({ page, request }) => {
    await signInAs(page, request, 'superadmin');
    await page.goto('/admin/conf');
    for (const name of groups) {
      const form = page.getByRole('form', { name });
      await expect(form.getByRole('button', { name: 'Guardar' })).toBeEnabled();
      await expect(form.getByText('Solo lectura')).toHaveCount(0);
    }
    await expect(page.getByRole('form', { name: 'Pagos' }).getByRole('textbox', { name: 'Número de cuenta' })).toBeEnabled();
  });
});
