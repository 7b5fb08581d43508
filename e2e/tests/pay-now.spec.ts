import { sandboxToken } from '@inpro/shared-contracts';
import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, limaDay } from '../src/aula';
import { useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';

/** Issue 26 item 3: 'Pagar ahora' pays the installment the student chooses (or every one due), by card or voucher. */

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A new student who bought a new course in installments by card (the first is paid at checkout). */
async function studentInInstallments(request: APIRequestContext, prefix: string, dates: string[]) {
  const course = await courseForSale(request, { price: 300 * dates.length, installmentDates: dates });
  const student = await registerStudent(request, prefix);
  const res = await request.post('/api/orders', {
    headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}` },
    data: { courseId: course.id, plan: 'INSTALLMENTS', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { course, student };
}

test.describe("'Pagar ahora' (issue 26 item 3)", () => {
  test('the student pays the installment she chooses by card: the later one, leaving the overdue one due', async ({ page, request }) => {
    const dates = [limaDay(-20), limaDay(-10), limaDay(30)];
    const { course, student } = await studentInInstallments(request, 'eligecuota', dates);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar ahora' });
    const choice = dialog.getByRole('group', { name: '¿Qué deseas pagar?' });
    await expect(choice.getByRole('radio', { name: new RegExp(`Cuota 2 de 3: S/\\s300\\.00, vence el ${dmy(dates[1])}`) })).toBeChecked();
    await choice.getByRole('radio', { name: new RegExp(`${course.title} — Cuota 3 de 3`) }).check();
    await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('button', { name: /Pagar S\/\s300\.00/ }).click();
    await expect(dialog).toBeHidden();
    const plan = page.getByRole('region', { name: 'Cuotas' });
    await expect(plan.getByText(new RegExp(`Cuota 3: S/\\s300\\.00, vence el ${dmy(dates[2])} — Pagada`))).toBeVisible();
    await expect(plan.getByText(new RegExp(`Cuota 2: S/\\s300\\.00, vence el ${dmy(dates[1])} — Vencida`))).toBeVisible();
  });

  test('every installment already due in one go, each with its own receipt', async ({ page, request }) => {
    const dates = [limaDay(-30), limaDay(-20), limaDay(-10), limaDay(40)];
    const { student } = await studentInInstallments(request, 'todasvencidas', dates);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar ahora' });
    await dialog.getByRole('radio', { name: /Todas las cuotas vencidas \(2\): S\/\s600\.00/ }).check();
    await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('button', { name: /Pagar S\/\s600\.00/ }).click();
    await expect(dialog).toBeHidden();
    const plan = page.getByRole('region', { name: 'Cuotas' });
    await expect(plan.getByText(/— Pagada/)).toHaveCount(3);
    await expect(plan.getByText(new RegExp(`Cuota 4: S/\\s300\\.00, vence el ${dmy(dates[3])} — Pendiente`))).toBeVisible();
    await expect(page.getByRole('button', { name: /Descargar comprobante R-/ })).toHaveCount(3);
  });

  test('on a phone (390×844) the student sends a voucher for the installment she chose; it waits for review', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dates = [limaDay(-20), limaDay(-10), limaDay(30)];
    const { student } = await studentInInstallments(request, 'vouchercuota', dates);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar ahora' });
    await dialog.getByRole('radio', { name: /Cuota 3 de 3/ }).check();
    await dialog.getByRole('radio', { name: /Pago con voucher/ }).check();
    await dialog.getByRole('button', { name: 'Enviar voucher' }).click();
    await expect(dialog.getByText('Adjunta la imagen o el PDF del voucher.')).toBeVisible();
    await dialog.getByLabel('Voucher (imagen o PDF)').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    const send = dialog.getByRole('button', { name: 'Enviar voucher' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expect(dialog).toBeHidden();
    const plan = page.getByRole('region', { name: 'Cuotas' });
    await expect(
      plan.getByText(new RegExp(`Cuota 3: S/\\s300\\.00, vence el ${dmy(dates[2])} — Pendiente \\(voucher en revisión\\)`)),
    ).toBeVisible();
    await expect(plan.getByText(new RegExp(`Cuota 2: S/\\s300\\.00, vence el ${dmy(dates[1])} — Vencida$`))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
