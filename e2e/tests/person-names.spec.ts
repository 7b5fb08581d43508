import { TERMS_CONSENT_LABEL } from '@inpro/shared-contracts';
import { expect, test } from '../src/test';
import { bearer, staffTokens } from '../src/aula';
import { apiLogin, signInAs, useSession } from '../src/session';
import { uniqueEmail, uniqueWord } from '../src/publicSite';

/** Given names and surnames as entered, never split from one string; a title is not a name. */

test.describe('person names', () => {
  test('the demo teacher reads her title apart and her names as written', async ({ page, request }) => {
    await signInAs(page, request, 'docente');
    await page.goto('/prof/perfil');
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByLabel('Tratamiento (opcional)')).toHaveValue('Dra.');
    await expect(form.getByLabel(/^Nombres/)).toHaveValue('Lucía');
    await expect(form.getByLabel(/^Apellidos/)).toHaveValue('Fernández Paredes');
  });

  test('the demo student has two given names and two surnames, on a phone too', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, request, 'estudiante');
    await page.goto('/aula/perfil');
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByLabel(/^Nombres/)).toHaveValue('Jorge Luis');
    await expect(form.getByLabel(/^Apellidos/)).toHaveValue('Ramírez Torres');
  });

  test('registration keeps the names as typed; the profile shows them and saves a title apart', async ({ page }) => {
    const email = uniqueEmail('nombres');
    await page.goto('/aula/login');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    const register = page.getByRole('form', { name: 'Registrarse' });
    await register.getByRole('textbox', { name: 'Nombres' }).fill('Rosa María');
    await register.getByRole('textbox', { name: 'Apellidos' }).fill('de la Cruz Huamán');
    await register.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await register.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await register.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
    await register.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }).check();
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/aula$/);

    await page.goto('/aula/perfil');
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByLabel(/^Nombres/)).toHaveValue('Rosa María');
    await expect(form.getByLabel(/^Apellidos/)).toHaveValue('de la Cruz Huamán');
    // A title typed into the names is refused in Spanish; in "Tratamiento" it is kept apart.
    await form.getByLabel(/^Nombres/).fill('Abog. Rosa María');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Los títulos (Dr., Dra., Mg.…) van en «Tratamiento», no en los nombres.')).toBeVisible();
    await form.getByLabel(/^Nombres/).fill('Rosa María');
    await form.getByLabel('Tratamiento (opcional)').fill('Abog.');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Tratamiento (opcional)')).toHaveValue('Abog.');
    await expect(form.getByLabel(/^Nombres/)).toHaveValue('Rosa María');
  });

  test('an account the administrator made with one full name is not split: the person writes the names', async ({ page, request }) => {
    const staff = await staffTokens(request);
    const email = uniqueEmail('unnombre');
    const password = 'Clave.Segura2026';
    const fullName = `Ana Lucía ${uniqueWord()} Soto`;
    const created = await request.post('/api/admin/users', {
      headers: bearer(staff.admin),
      data: { email, fullName, role: 'ESTUDIANTE', passwordHash: password, phone: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    const session = await apiLogin(request, email, password);
    await useSession(page, session.token, session.user);
    await page.goto('/aula/perfil');
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByText(`Tu nombre registrado es «${fullName}».`, { exact: false })).toBeVisible();
    await expect(form.getByLabel(/^Nombres/)).toHaveValue('');
    await expect(form.getByLabel(/^Apellidos/)).toHaveValue('');
  });
});
