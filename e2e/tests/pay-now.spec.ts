import { sandboxToken } from '@inpro/shared-contracts';
import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, limaDay } from '../src/aula';
import { signInAs, useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';

/** 'Pagar ahora' pays the installment the student chooses (or every one due), by card or voucher. */

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

test.describe("'Pagar ahora'", () => {
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
    await expect(page.getByRole('button', { name: /^Comprobante PDF R-/ })).toHaveCount(3);
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

  test('an installment past its date reads Vencida everywhere, and only those count in «Todas las cuotas vencidas»', async ({
    page,
    request,
  }) => {
    // Cuotas 2 and 3 are one and two days late (inside the grace days: the materials stay open); cuota 4 is due today.
    const dates = [limaDay(-40), limaDay(-2), limaDay(-1), limaDay(0)];
    const { student } = await studentInInstallments(request, 'vencidas', dates);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    const plan = page.getByRole('region', { name: 'Cuotas' });
    await expect(plan.getByText(new RegExp(`Cuota 2: S/\\s300\\.00, vence el ${dmy(dates[1])} — Vencida$`))).toBeVisible();
    await expect(plan.getByText(new RegExp(`Cuota 3: S/\\s300\\.00, vence el ${dmy(dates[2])} — Vencida$`))).toBeVisible();
    await expect(plan.getByText(new RegExp(`Cuota 4: S/\\s300\\.00, vence el ${dmy(dates[3])} — Pendiente$`))).toBeVisible();
    const balance = page.getByRole('region', { name: 'Saldo pendiente' });
    await expect(balance).toContainText(`vence el ${dmy(dates[1])}`);
    await expect(balance.getByText('Vencida', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar ahora' });
    await expect(dialog.getByRole('radio', { name: /Todas las cuotas vencidas \(2\): S\/\s600\.00/ })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(`Cuota 4 de 4: S/\\s300\\.00, vence el ${dmy(dates[3])}$`) })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.goto('/aula');
    const account = page.getByRole('region', { name: 'Estado de cuenta' });
    await expect(account.getByText('Vencido', { exact: true })).toBeVisible();
  });

  test('on a desktop, amounts, dates and grades in the tables never break inside the value', async ({ page, request }) => {
    await signInAs(page, request, 'estudiante');
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/aula/pagos', '/aula/notas']) {
        await page.goto(path);
        await expect(page.getByRole('table').first()).toBeVisible();
        const broken = await page.evaluate(() => {
          const value = /^(S\/\s[\d,]+\.\d{2}|\d{2}\/\d{2}\/\d{4}|\d{1,2}\.\d{2})$/;
          const out: string[] = [];
          let checked = 0;
          for (const cell of Array.from(document.querySelectorAll('table td, table th'))) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = (node.textContent ?? '').trim();
              if (!value.test(text)) continue;
              checked += 1;
              const range = document.createRange();
              range.selectNodeContents(node);
              const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
              if (tops.size > 1) out.push(text);
            }
          }
          return { out, checked };
        });
        expect(broken.checked, `${path} at ${width}px has values in its tables`).toBeGreaterThan(0);
        expect(broken.out, `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});
