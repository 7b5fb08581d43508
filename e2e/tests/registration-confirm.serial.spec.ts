import { TERMS_CONSENT_LABEL } from '@inpro/shared-contracts';
import { expect, test, type Page } from '../src/test';
import { bearer } from '../src/aula';
import { uniqueEmail } from '../src/publicSite';
import { DEMO, apiLogin } from '../src/session';
import { startSmtpSink } from '../src/smtpSink';

/**
 * With an SMTP server configured, new accounts confirm their e-mail and the registration does not tell
 * whether an e-mail already has an account (serial: it changes every visitor's registration).
 */

const SENT =
  'Te enviamos un correo con un enlace para activar tu cuenta. Revisa tu bandeja de entrada (vence en 24 horas). Si ya tenías una cuenta con ese correo, el mensaje te dirá cómo ingresar.';

async function registerInForm(page: Page, email: string) {
  await page.goto('/aula/login');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const form = page.getByRole('form', { name: 'Registrarse' });
  await form.getByRole('textbox', { name: 'Nombres' }).fill('Rosa');
  await form.getByRole('textbox', { name: 'Apellidos' }).fill('Quispe Mamani');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
  await form.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
  await form.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }).check();
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

test('a new student activates the account from the e-mail, and a taken e-mail gets the same answer', async ({ page, request }) => {
  const sink = await startSmtpSink();
  const admin = await apiLogin(request, DEMO.superadmin); // these settings are the master administrator's
  const smtp = (data: object) => request.put('/api/admin/settings/smtp', { headers: bearer(admin.token), data });
  expect((await smtp({ host: '127.0.0.1', port: sink.port, secure: false, user: '' })).ok()).toBe(true);
  try {
    const email = uniqueEmail('activar');
    await registerInForm(page, email);
    await expect(page.getByText(SENT)).toBeVisible();
    await expect(page).toHaveURL('/aula/login');

    let link = '';
    await expect
      .poll(() => {
        link =
          sink
            .textsTo(email)
            .join('\n')
            .match(/\/aula\/login\?activar=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    // The same form with an e-mail that has an account: the same words, and a note to its owner.
    await registerInForm(page, DEMO.estudiante);
    await expect(page.getByText(SENT)).toBeVisible();
    await expect
      .poll(() => sink.textsTo(DEMO.estudiante).join('\n'))
      .toContain('intentó crear una cuenta del Aula Virtual de INPRO con este correo, que ya tiene una');

    await page.goto(link);
    await expect(page).toHaveURL(/\/aula$/);
    await expect(page.getByText('Rosa Quispe Mamani').first()).toBeVisible();

    // A link works once.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.');
  } finally {
    await smtp({ host: '' });
    await sink.close();
  }
});
