import { TERMS_CONSENT_LABEL } from '@inpro/shared-contracts';
import { expect, test, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { DEMO, DEMO_PASSWORD, TOKEN_KEY, USER_KEY, type DemoRole } from '../src/session';
import { adminToken, registerStudent, uniqueEmail } from '../src/publicSite';

/** /aula/login: sign-in and registration through the forms, against the real API. */

const loginForm = (page: Page) => page.getByRole('form', { name: 'Iniciar Sesión' });
const registerForm = (page: Page) => page.getByRole('form', { name: 'Registrarse' });

async function signIn(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

const stored = (page: Page) =>
  page.evaluate(([tk, uk]) => ({ token: localStorage.getItem(tk), user: localStorage.getItem(uk) }), [TOKEN_KEY, USER_KEY] as const);

test.describe('public sign-in /aula/login', () => {
  const homes: Array<[DemoRole, RegExp]> = [
    ['superadmin', /\/superadmin$/],
    ['admin', /\/admin$/],
    ['docente', /\/prof$/],
    ['estudiante', /\/aula$/],
  ];
  for (const [role, home] of homes) {
    test(`${role} signs in through the form and lands on ${home.source.replace(/\\|\$/g, '')}`, async ({ page }) => {
      await page.goto('/aula/login');
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
      // Surrounding spaces in the e-mail are trimmed.
      await signIn(page, `  ${DEMO[role]}  `, DEMO_PASSWORD);
      // The password check runs in low-priority threads: on a CI machine whose cores are all busy it waits for them.
      await expect(page).toHaveURL(home, { timeout: 30_000 });
      // roleHome(): SUPER_ADMIN goes to /super, which the shell sends on to /superadmin.
      expect(visited.filter((p) => p !== '/aula/login')[0]).toBe(role === 'superadmin' ? '/super' : new URL(page.url()).pathname);
      const session = await stored(page);
      expect(session.token).toBeTruthy();
      expect(JSON.parse(session.user as string)).toMatchObject({ email: DEMO[role] });
    });
  }

  test('keyboard only: the tabs, the fields and the submit work from the keyboard with a visible focus', async ({ page }) => {
    await page.goto('/aula/login');
    const loginTab = page.getByRole('tab', { name: 'Iniciar Sesión' });
    await loginTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeFocused();
    await expect(registerForm(page)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(loginTab).toHaveAttribute('aria-selected', 'true');
    // Tab into the panel, then to the e-mail field.
    const email = loginForm(page).getByRole('textbox', { name: 'Correo electrónico' });
    for (let i = 0; i < 5 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    expect(await email.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.type(DEMO.docente);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/prof$/);
  });

  test('a wrong password shows the server message and keeps the person on the form', async ({ page, request }) => {
    const student = await registerStudent(request, 'clave-erronea');
    await page.goto('/aula/login');
    await signIn(page, student.email, 'NoEsLaClave1');
    await expect(loginForm(page).getByRole('alert')).toHaveText('Email o contraseña incorrectos.');
    await expect(page).toHaveURL('/aula/login');
    expect((await stored(page)).token).toBeNull();
  });

  test('e-mail and password are required before anything is sent', async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/login')) calls += 1;
    });
    await page.goto('/aula/login');
    await loginForm(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(loginForm(page).getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('aria-invalid', 'true');
    await expect(loginForm(page).getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
    expect(calls).toBe(0);
  });

  test('the submit button is disabled while the request runs', async ({ page }) => {
    await page.goto('/aula/login');
    const held = await holdRequests(page, '**/api/auth/login');
    await signIn(page, DEMO.estudiante, DEMO_PASSWORD);
    // Busy from the press on (the form's check may still be loading), and while the request runs.
    await expect.poll(() => held.seen).toBe(1);
    await expect(loginForm(page).getByRole('button', { name: 'Ingresando…' })).toBeDisabled();
    held.release();
    await expect(page).toHaveURL(/\/aula$/);
  });

  test('?e=exp says the session expired; the plain page does not', async ({ page }) => {
    await page.goto('/aula/login?e=exp');
    await expect(page.getByRole('status').filter({ hasText: 'Tu sesión expiró. Inicia sesión de nuevo.' })).toBeVisible();
    await page.goto('/aula/login');
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(page.getByText('Tu sesión expiró. Inicia sesión de nuevo.')).toHaveCount(0);
  });

  test('a user whose password was reset sets a new one before going on', async ({ page, request }) => {
    const student = await registerStudent(request, 'restablecida');
    const token = await adminToken(request);
    const reset = await request.post(`/api/admin/users/${student.user.id}/reset-password`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reset.ok(), await reset.text()).toBeTruthy();
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };

    await page.goto('/aula/login');
    await signIn(page, student.email, temporaryPassword);
    const change = page.getByRole('form', { name: 'Cambia tu contraseña' });
    await expect(change).toBeVisible();
    await expect(page).toHaveURL('/aula/login');
    await change.getByLabel('Contraseña temporal').fill(temporaryPassword);
    await change.getByLabel(/^Nueva contraseña/).fill('Nueva.Clave2026');
    await change.getByLabel('Confirmar nueva contraseña').fill('Nueva.Clave2026');
    await change.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page).toHaveURL(/\/aula$/);
    // The session kept by the page is the one issued after the change (older tokens are revoked).
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${(await stored(page)).token}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: student.email, mustChangePassword: false });
    const login = await request.post('/api/auth/login', { data: { email: student.email, password: 'Nueva.Clave2026' } });
    expect(login.ok()).toBeTruthy();
  });
});

test.describe('public registration /aula/login', () => {
  test('registration errors: terms, matching passwords and the 8-character minimum', async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/register')) calls += 1;
    });
    await page.goto('/aula/login');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    const form = registerForm(page);
    await form.getByRole('textbox', { name: 'Nombres' }).fill('Ana');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Prueba');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('errores'));
    await form.getByLabel(/^Contraseña/).fill('corta');
    await form.getByLabel('Confirmar contraseña').fill('distinta');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();
    await expect(form.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await expect(form.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();

    // Long enough and equal: only the terms are missing.
    await form.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await form.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();
    await expect(form.getByText('La contraseña debe tener al menos 10 caracteres.')).toHaveCount(0);
    await expect(form.getByText('Las contraseñas no coinciden.')).toHaveCount(0);
    expect(calls).toBe(0);
    await expect(page).toHaveURL('/aula/login');
  });

  test('a new student registers and lands on /aula with the session stored', async ({ page, request }) => {
    const email = uniqueEmail('registro');
    await page.goto('/aula/login');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    const form = registerForm(page);
    await form.getByRole('textbox', { name: 'Nombres' }).fill('  María   Elena ');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Quispe  Huamán');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('textbox', { name: 'Teléfono (opcional)' }).fill('987 111 222');
    await form.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await form.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
    await form.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/aula$/);
    const session = await stored(page);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(me.ok()).toBeTruthy();
    expect(await me.json()).toMatchObject({ email, fullName: 'María Elena Quispe Huamán', role: 'ESTUDIANTE', phone: '987 111 222' });
  });

  test('an e-mail already registered shows the server message', async ({ page, request }) => {
    const student = await registerStudent(request, 'duplicado');
    await page.goto('/aula/login');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    const form = registerForm(page);
    await form.getByRole('textbox', { name: 'Nombres' }).fill('Otra');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Persona');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(student.email);
    await form.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await form.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
    await form.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    // Said once, on the field the server refused, which gets the focus (and is read out with it).
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveAccessibleDescription('Ya existe un usuario con ese email.');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL('/aula/login');
  });
});
