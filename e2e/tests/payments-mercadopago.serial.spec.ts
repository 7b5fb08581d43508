import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { E2E_MERCADOPAGO } from '../src/mercadoPago';
import { courseForSale, registerStudent, soles } from '../src/publicSite';
import { DEMO, apiLogin, useSession } from '../src/session';

/**
 * Card payments through MercadoPago's own card fields (serial: the gateway setting changes every
 * buyer's checkout). MercadoPago.js and MercadoPago's API are the local stand-in of the global
 * setup; as in MercadoPago's test environment, the cardholder name decides the outcome.
 */
test('with MercadoPago as gateway, a student pays in its secure fields and a refused card says why', async ({ page, request }) => {
  const admin = await apiLogin(request, DEMO.superadmin); // these settings are the master administrator's
  const payments = (data: object) => request.put('/api/admin/settings/payments', { headers: bearer(admin.token), data });
  const saved = await payments({
    gateway: 'MercadoPago',
    publicKey: E2E_MERCADOPAGO.publicKey,
    secretKey: E2E_MERCADOPAGO.accessToken,
    webhookSecret: E2E_MERCADOPAGO.webhookSecret,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  try {
    const student = await registerStudent(request, 'mercadopago');
    const course = await courseForSale(request);
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);

    // MercadoPago draws the number, expiry and code; the test-card field of the sandbox is gone.
    const number = page.getByRole('group', { name: 'Número de tarjeta' }).locator('input');
    await expect(number).toBeVisible();
    await expect(page.getByText(/Entorno de pruebas \(sandbox\)/)).toHaveCount(0);
    const fill = async (holder: string) => {
      await page.getByRole('textbox', { name: /Titular de la tarjeta/ }).fill(holder);
      await number.fill('4009 1753 3280 6176');
      await page.getByRole('group', { name: 'Vencimiento (MM/AA)' }).locator('input').fill('11/30');
      await page.getByRole('group', { name: 'Código de seguridad' }).locator('input').fill('123');
      await page.getByRole('textbox', { name: /Número de documento/ }).fill('45678912');
    };

    await fill('FUND Quispe');
    await page.getByRole('button', { name: `Pagar ${soles(course.price)}` }).click();
    await expect(page.getByRole('alert')).toHaveText('El pago fue rechazado: Fondos insuficientes.');

    await fill('APRO Quispe');
    await page.getByRole('button', { name: `Pagar ${soles(course.price)}` }).click();
    await expect(page).toHaveURL(/\/gracias\?pedido=\d+/);
    await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
    const mine = (await (await request.get('/api/my/courses', { headers: bearer(student.token) })).json()) as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).toContain(course.id);
    expect(violations).toEqual([]);
  } finally {
    await payments({ gateway: 'Desactivada' });
  }
});
