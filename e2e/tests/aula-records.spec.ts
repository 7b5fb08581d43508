import { expect, test } from '../src/test';
import { seriousViolations } from '../src/a11y';
import { bearer, createEvaluation, createSession, enrolledStudent } from '../src/aula';
import { signInAs, useSession } from '../src/session';

/** A student's own records in the classroom: «Mis certificados», the transcript, the profile's code and DNI, «Mi calendario». */

test.describe('aula: a student’s own records', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo student sees their certificates with PDFs, code and QR, downloads the transcript, and reads code and DNI in the profile', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'estudiante');
    await page.goto('/aula/certificados');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis certificados' })).toBeVisible();
    const cards = page.getByTestId('my-certificate');
    await expect(cards).toHaveCount(2);
    const laboral = cards.filter({ hasText: 'Derecho Laboral Individual y Planillas' });
    await expect(laboral.getByText('25/07/2026')).toBeVisible();
    await expect(laboral.getByRole('img', { name: /^Código QR de verificación del certificado / })).toBeVisible();
    const pdfHref = await laboral.getByRole('link', { name: 'Certificado (PDF)' }).getAttribute('href');
    const pdf = await request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '/aula/certificados')).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar récord académico (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^record-academico-\d{4}-\d{2}-\d{2}\.pdf$/);

    // The public code on the card opens the public verification page.
    const code = (await laboral.locator('dd').nth(1).textContent())!.trim();
    await laboral.getByRole('link', { name: 'Verificar en línea' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificados\\?codigo=${code}$`));
    await expect(page.getByText('Derecho Laboral Individual y Planillas').first()).toBeVisible();

    await page.goto('/aula/perfil');
    await expect(page.getByLabel('Código de alumno')).toHaveValue('A2026-0001');
    await expect(page.getByLabel('DNI')).toHaveValue('45678912');
    await expect(page.getByLabel('DNI')).not.toBeEditable();
  });

  test('a student makes a calendar link, subscribes (live classes and deadlines in Lima time), renews and revokes it', async ({
    page,
    request,
    context,
  }) => {
    const { staff, student, course } = await enrolledStudent(request, 'calendario');
    await createSession(
      request,
      staff.teacher,
      course.id,
      { sessionDate: '2027-03-02', startTime: '19:00', endTime: '21:00' },
      'Teoría del delito',
    );
    await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      title: 'Informe final',
      type: 'Tarea',
      dueAt: '2027-03-10T04:59:00.000Z',
      instructions: 'Entrega el informe.',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/calendario');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi calendario' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear enlace de calendario' }).click();
    await expect(page.getByText('Enlace creado.')).toBeVisible();
    const box = page.getByLabel('Enlace del calendario (iCal)');
    const url = await box.inputValue();
    expect(url).toMatch(/\/api\/records\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await seriousViolations(page, '/aula/calendario')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // What a calendar app reads, without a session.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await feed.text()).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20270302T190000');
    expect(ics).toContain(`SUMMARY:Clase en vivo: ${course.title} — Teoría del delito`);
    expect(ics).toContain('DTSTART;TZID=America/Lima:20270309T235900');
    expect(ics).toContain(`Vence: Informe final (Tarea) — ${course.title}`);

    // A new link: the old one stops working.
    await page.getByRole('button', { name: 'Generar enlace nuevo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Generar enlace nuevo' }).click();
    await expect(page.getByText('Enlace nuevo generado.')).toBeVisible();
    await expect(box).not.toHaveValue(url);
    expect((await request.get(url)).status()).toBe(404);
    const renewed = await box.inputValue();

    await page.getByRole('button', { name: 'Revocar enlace' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar enlace' }).click();
    await expect(page.getByText('Enlace revocado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear enlace de calendario' })).toBeVisible();
    expect((await request.get(renewed)).status()).toBe(404);
    const link = await request.get('/api/records/calendar-link', { headers: bearer(student.token) });
    expect(await link.json()).toEqual({ path: null, createdAt: null });
  });
});
