import { expect, test, type Page } from '../src/test';
import { bearer } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';

/**
 * Live updates with two browsers side by side: what one person does reaches the other's open screen
 * through the live event stream, without a reload (the screens' polling would take a minute or more).
 * The seconds from the action to the other screen are logged (`live seconds`).
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Well under the bell's 60 s polling and any screen's staleness: only the stream can make it. */
const LIVE_MS = 5_000;

/** Opens `path` and waits until the page holds its live stream (an event sent before would be missed). */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/me/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

function report(kind: string, since: number): void {
  const seconds = ((Date.now() - since) / 1000).toFixed(2);
  test.info().annotations.push({ type: 'live seconds', description: `${kind}: ${seconds} s` });
  console.log(`[live seconds] ${kind}: ${seconds} s`);
}

test('a voucher sent reaches the master administrator’s open payments list, and its approval the student’s open payments screen and bell', async ({
  page,
  browser,
  request,
}) => {
  const student = await registerStudent(request, 'envivo');
  const course = await courseForSale(request, { price: 900, area: 'Conciliación', level: 'Básico' });
  const master = await apiLogin(request, DEMO.superadmin);

  // The master administrator's payments list, open on the pending ones.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await useSession(admin, master.token, master.user);
  await openLive(admin, '/superadmin/pagos');
  await admin.getByRole('combobox', { name: 'Estado' }).selectOption('PENDIENTE');
  const approve = admin.getByRole('button', { name: `Aprobar pago de ${student.fullName}` });
  await expect(admin.getByRole('table').first()).toBeVisible();
  await expect(approve).toHaveCount(0);

  // The student sends a voucher (the checkout screens are covered by payments-vouchers.spec.ts).
  const order = await request.post('/api/orders', {
    headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}-${Date.now()}` },
    data: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: orderId } = (await order.json()) as { id: number };
  const sent = Date.now();
  const upload = await request.post(`/api/orders/${orderId}/voucher`, {
    headers: bearer(student.token),
    multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await expect(approve).toBeVisible({ timeout: LIVE_MS });
  report('new voucher → master administrator’s payments list', sent);

  // The student's payments screen, open while the voucher waits.
  await useSession(page, student.token, student.user);
  await openLive(page, '/aula/pagos');
  const row = page.getByRole('row', { name: new RegExp(`Pago completo — ${course.title}`) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Pagado');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  const bellBefore = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';

  await approve.click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Aprobar' }).click();
  const approved = Date.now();
  await expect(row).toContainText('Pagado', { timeout: LIVE_MS });
  report('voucher approved → student’s payments screen', approved);
  await expect(admin.getByText('Pago aprobado.')).toBeVisible();
  // The approval's notification reaches the student's bell too.
  await expect
    .poll(async () => (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '', { timeout: LIVE_MS })
    .not.toBe(bellBefore);
  report('notification → student’s bell', approved);
  await expect(bell).toHaveAccessibleName(/sin leer/);
  await context.close();
});
