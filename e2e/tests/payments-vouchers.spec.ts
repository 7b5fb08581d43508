import { expect, test, type APIRequestContext } from '../src/test';
import { bearer } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';
import { courseForSale as saleCourse, registerStudent, soles, uniqueWord } from '../src/publicSite';

/** Vouchers decided in /superadmin/pagos, and an installment paid from /aula/pagos with its receipt. */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A course on sale for these tests: S/ 900 in Conciliación. */
const courseForSale = (request: APIRequestContext, extra: Record<string, unknown> = {}) =>
  saleCourse(request, { price: 900, area: 'Conciliación', level: 'Básico', ...extra });

test.describe('payments: vouchers and installments', () => {
  test('a voucher is approved in /superadmin/pagos and the student sees the course and Pagado', async ({ page, browser, request }) => {
    const student = await registerStudent(request, 'voucher');
    const course = await courseForSale(request);
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);
    await page.getByRole('radio', { name: /Pago con voucher/ }).check();
    await expect(page.getByText('BCP – Banco de Crédito del Perú')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar voucher' }).click();
    await expect(page.getByText('Adjunta la imagen o el PDF del voucher.')).toBeVisible();
    await page.getByLabel(/^Voucher \(imagen o PDF\)/).setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Enviar voucher' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher recibido' })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();

    // The master administrator approves it.
    const master = await apiLogin(request, DEMO.superadmin);
    const context = await browser.newContext();
    const admin = await context.newPage();
    await useSession(admin, master.token, master.user);
    await admin.goto('/superadmin/pagos');
    await admin.getByRole('combobox', { name: 'Estado' }).selectOption('PENDIENTE');
    await admin.getByRole('button', { name: `Aprobar pago de ${student.fullName}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(admin.getByText('Pago aprobado.')).toBeVisible();
    await context.close();

    // The student is enrolled and sees the payment as Pagado with its receipt.
    const mine = (await (await request.get('/api/my/courses', { headers: bearer(student.token) })).json()) as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).toContain(course.id);
    await page.goto('/aula/pagos');
    const row = page.getByRole('row', { name: new RegExp(`Pago completo — ${course.title}`) });
    await expect(row).toContainText('Pagado');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Comprobante PDF R-/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('an installment plan: the first paid at checkout, the next one with Pagar ahora in /aula/pagos', async ({ page, request }) => {
    const student = await registerStudent(request, 'cuotas');
    const course = await courseForSale(request, { installmentDates: ['2099-01-10', '2099-02-10', '2099-03-10'] });
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);
    await page.getByRole('radio', { name: /En 3 cuotas/ }).check();
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: `Pagar ${soles(300)}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();

    await page.goto('/aula/pagos');
    await expect(page.getByText(soles(600), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar ahora' });
    await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 0069');
    await dialog.getByRole('button', { name: `Pagar ${soles(300)}` }).click();
    await expect(dialog.getByRole('alert')).toHaveText('El pago fue rechazado: La tarjeta está vencida.');
    await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('button', { name: `Pagar ${soles(300)}` }).click();
    await expect(page.getByText('Pago registrado ✅')).toBeVisible();
    await expect(page.getByText(soles(300), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Cuota 2 de 3/ }).filter({ hasText: 'Pagado' })).toHaveCount(1);
  });

  test('a refused voucher: the reason is required in /superadmin/pagos and the student reads it in /aula/pagos', async ({
    page,
    browser,
    request,
  }) => {
    const student = await registerStudent(request, 'rechazo');
    const course = await courseForSale(request);
    // The checkout and the upload through the API (the screens are covered above).
    const order = await request.post('/api/orders', {
      headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}-${Date.now()}` },
      data: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { id: orderId } = (await order.json()) as { id: number };
    const upload = await request.post(`/api/orders/${orderId}/voucher`, {
      headers: bearer(student.token),
      multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    const master = await apiLogin(request, DEMO.superadmin);
    const context = await browser.newContext();
    const admin = await context.newPage();
    await useSession(admin, master.token, master.user);
    await admin.goto('/superadmin/pagos');
    await expect(admin.getByRole('article', { name: 'Cobrado' })).toBeVisible();
    await expect(admin.getByRole('article', { name: 'Vencido' })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Saldos pendientes' })).toBeVisible();
    const today = new Intl.DateTimeFormat('es-PE', { timeZone: 'America/Lima', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    await admin.getByRole('textbox', { name: 'Desde' }).fill(today);
    await admin.getByRole('button', { name: `Rechazar pago de ${student.fullName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Rechazar pago' });
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(dialog.getByText('Indica el motivo del rechazo.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Motivo del rechazo/ }).fill('El voucher no muestra el número de operación.');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(admin.getByText('Pago rechazado.')).toBeVisible();
    await context.close();

    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    const row = page.getByRole('row', { name: new RegExp(`Pago completo — ${course.title}`) });
    await expect(row).toContainText('Rechazado');
    await expect(row).toContainText('Motivo: El voucher no muestra el número de operación.');
    const mine = (await (await request.get('/api/my/courses', { headers: bearer(student.token) })).json()) as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).not.toContain(course.id);
    // Not enrolled, so nothing owed: no balance, no overdue «Próxima cuota»; the purchase is shown apart.
    const balance = page.getByRole('region', { name: 'Saldo pendiente' });
    await expect(balance).toContainText(soles(0));
    await expect(balance).toContainText('No tienes cuotas pendientes.');
    await expect(balance.getByText('Vencida', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Compras por confirmar' })).toContainText(
      `${course.title} (ORD-${String(orderId).padStart(6, '0')}, ${soles(900)}): tu voucher fue rechazado; puedes enviar uno nuevo con «Pagar ahora». No es una deuda.`,
    );
  });

  test('an installment overdue beyond the grace period: a notice with Pagar ahora instead of the materials', async ({ page, request }) => {
    // Seeded: Diego Rojas owes an installment of Derecho Constitucional overdue for 12 days (grace: 3).
    const debtor = await apiLogin(request, 'diego.rojas@inpro.test');
    const statement = (await (await request.get('/api/my/account-statement', { headers: bearer(debtor.token) })).json()) as {
      courses: Array<{ courseId: number; blocked: boolean }>;
    };
    const blocked = statement.courses.find((c) => c.blocked);
    expect(blocked).toBeTruthy();
    await useSession(page, debtor.token, debtor.user);
    await page.goto(`/aula/materiales/${blocked!.courseId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'terminó el periodo de gracia' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Unidades del curso' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Pagar ahora' }).click();
    await expect(page).toHaveURL(/\/aula\/pagos$/);
    await expect(page.getByRole('button', { name: 'Pagar ahora' })).toBeVisible();
    await expect(page.getByText('Vencida', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'los materiales del curso están suspendidos' })).toBeVisible();
  });
});
