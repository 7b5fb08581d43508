import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { E2E_GOOGLE_CLIENT } from '../src/identityProvider';
import { DEMO, apiLogin } from '../src/session';

/** Sign-in with Google (serial: switching a provider on changes every visitor's sign-in page). */

test('a visitor signs in with Google once the administrator enables it, and lands in the classroom', async ({ page, request }) => {
  const admin = await apiLogin(request, DEMO.superadmin); // these settings are the master administrator's
  const sso = (data: object) => request.put('/api/admin/settings/sso', { headers: bearer(admin.token), data });

  await page.goto('/aula/login');
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar con Google' })).toHaveCount(0);

  expect(
    (await sso({ googleEnabled: true, googleClientId: E2E_GOOGLE_CLIENT.id, googleClientSecret: E2E_GOOGLE_CLIENT.secret })).ok(),
  ).toBe(true);
  try {
    await page.goto('/aula/login');
    await expect(page.getByRole('link', { name: 'Continuar con Microsoft' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continuar con Google' }).click();

    // The provider's account chooser (the local stand-in for Google).
    await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
    const email = `google-${Date.now()}@example.pe`;
    await page.getByLabel('Correo').fill(email);
    await page.getByLabel('Nombre').fill('Lucía Mamani');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/aula$/);
    await expect(page.getByText('Lucía Mamani').first()).toBeVisible();
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('inpro.user') ?? 'null'));
    expect(me).toMatchObject({ email, role: 'ESTUDIANTE' });

    // Cancelling at the provider comes back with the reason in Spanish.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/aula/login');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
    await page.goto(`${page.url()}&deny=1`);
    await expect(page.getByRole('alert')).toHaveText('Cancelaste el inicio de sesión con el proveedor.');
  } finally {
    await sso({ googleEnabled: false });
  }
});
