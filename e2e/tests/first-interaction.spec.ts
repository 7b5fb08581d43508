import { expect, test, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { registerStudent } from '../src/publicSite';

/**
 * The first interaction, as visitors really act: right after the page appears, before its
 * application has arrived or while it does. Nothing they do is lost.
 */

const loginForm = (page: Page) => page.getByRole('form', { name: 'Iniciar Sesión' });

/** What a password manager, a paste or the browser's autofill does: the value set and an `input` event, no keys. */
async function autofill(page: Page, label: string, value: string) {
  await loginForm(page)
    .getByLabel(label)
    .evaluate((field: HTMLInputElement, text) => {
      // The engine's own setter, as the browser's autofill sets a value (not the page's JavaScript).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, value);
}

test.describe('the first interaction on the sign-in page', () => {
  test('autofill-style filling and Enter right after the page appears signs in, 10 times out of 10', async ({ browser, request }) => {
    test.setTimeout(360_000);
    const student = await registerStudent(request, 'autofill');
    let landed = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A phone's CPU (×4 slower): the fills land while the application takes the page over.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // As soon as the page is there (not even loaded): filled and sent.
      await page.goto('/aula/login', { waitUntil: 'commit' });
      await autofill(page, 'Correo electrónico', student.email);
      await autofill(page, 'Contraseña', student.password);
      await loginForm(page).getByLabel('Contraseña').press('Enter');
      // Signed in, however long a throttled page on a busy machine takes to get there.
      await expect(page).toHaveURL(/\/aula$/, { timeout: 30_000 });
      // The form never went out as an address (the password in it).
      expect(page.url()).not.toContain('password');
      landed += 1;
      await context.close();
    }
    expect(landed).toBe(10);
  });

  test('clicking the e-mail field and typing at once, at a human pace, signs in', async ({ page, request }) => {
    const student = await registerStudent(request, 'tecleo');
    await page.goto('/aula/login', { waitUntil: 'commit' });
    await loginForm(page).getByRole('textbox', { name: 'Correo electrónico' }).click();
    await page.keyboard.type(student.email, { delay: 120 });
    await page.keyboard.press('Tab');
    await page.keyboard.type(student.password, { delay: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aula$/);
  });

  test('filled and sent before the application arrived: nothing goes out until it has the form, then it signs in', async ({
    page,
    request,
  }) => {
    const student = await registerStudent(request, 'lento');
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    const logins: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/login')) logins.push(req.method());
    });
    await page.goto('/aula/login');
    const email = loginForm(page).getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill(student.email);
    await loginForm(page).getByLabel('Contraseña').fill(student.password);
    await loginForm(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
    // Held: the page stays, with what was typed, and the form did not go out as an address.
    await expect(page).toHaveURL(/\/aula\/login$/);
    await expect(email).toHaveValue(student.email);
    expect(logins).toEqual([]);
    remote.release();
    await expect(page).toHaveURL(/\/aula$/);
    expect(logins).toEqual(['POST']);
  });
});
