import { expect, test } from '../src/test';
import { mailsTo } from '../src/mail';
import { registerStudent } from '../src/publicSite';

/** '¿Olvidaste tu contraseña?' from the sign-in page to the new password, through the e-mail. */

test('a student who forgot the password gets a link by e-mail, sets a new one and signs in with it', async ({ page, request }) => {
  const student = await registerStudent(request, 'olvido');
  await page.goto('/aula/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const forgot = page.getByRole('form', { name: '¿Olvidaste tu contraseña?' });
  await forgot.getByRole('textbox', { name: 'Correo electrónico' }).fill(student.email);
  await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(forgot.getByRole('status')).toHaveText(/^Si el correo está registrado, te enviamos un enlace/);

  let link = '';
  await expect
    .poll(() => {
      const text = mailsTo(student.email).find((m) => m.subject.includes('Restablece'))?.text ?? '';
      link = text.match(/\/aula\/login\?reset=[A-Za-z0-9_-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Crea una nueva contraseña' });
  await reset.getByLabel('Nueva contraseña', { exact: false }).first().fill('Recuperada-2026');
  await reset.getByLabel('Confirmar nueva contraseña').fill('Recuperada-2026');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada. Inicia sesión con la nueva contraseña.')).toBeVisible();
  await expect(page).toHaveURL('/aula/login');

  const login = page.getByRole('form', { name: 'Iniciar Sesión' });
  await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(student.email);
  await login.getByLabel('Contraseña').fill('Recuperada-2026');
  await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/aula$/);

  // The link works once.
  const again = await request.post('/api/auth/reset-password', {
    data: { token: link.split('reset=')[1], newPassword: 'Otra-Clave-2027' },
  });
  expect(again.status()).toBe(400);
});
