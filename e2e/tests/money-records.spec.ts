import { sandboxToken } from '@inpro/shared-contracts';
import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, createCourse, enrol, staffTokens } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';

/** Money and records: course archive, installment states, certificate eligibility, uniqueness. */

/** Lima date (YYYY-MM-DD) `days` from today, and as dd/mm/aaaa. */
const limaDay = (days: number) => new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** The student buys `courseId` in installments by card through the API (the first installment is paid). */
async function buyInInstallments(request: APIRequestContext, token: string, courseId: number) {
  const res = await request.post('/api/orders', {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${uniqueWord()}` },
    data: { courseId, plan: 'INSTALLMENTS', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('money and records', () => {
  test('item 1: a course with a paying student is archived, not deleted; one without anybody is deleted', async ({ page, request }) => {
    const course = await courseForSale(request, { price: 600, installmentDates: [limaDay(20), limaDay(50)] });
    const student = await registerStudent(request, 'archivo');
    await buyInInstallments(request, student.token, course.id);
    const staff = await staffTokens(request);
    const empty = await createCourse(request, staff.admin, staff.teacherId);
    const admin = await apiLogin(request, DEMO.admin);
    await useSession(page, admin.token, admin.user);

    await page.goto('/admin/cursos');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(course.title);
    await page.getByRole('button', { name: `Borrar ${course.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Archivar «${course.title}»` });
    await expect(dialog.getByText('Este curso tiene 1 inscrito, 1 con pagos pendientes.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Archivar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Elige si las cuotas pendientes se mantienen o se anulan.');
    await dialog.getByRole('radio', { name: /Mantener las cuotas pendientes/ }).check();
    await dialog.getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByText('Curso archivado.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: course.title });
    await expect(card.getByText('Archivado')).toBeVisible();
    await expect(card.getByRole('button', { name: `Borrar ${course.title}` })).toHaveCount(0);

    // Out of the catalogue; the student keeps the course and still owes the rest.
    const catalogue = (await (await request.get('/api/courses')).json()) as Array<{ id: number }>;
    expect(catalogue.map((c) => c.id)).not.toContain(course.id);
    const statement = await (await request.get('/api/my/account-statement', { headers: bearer(student.token) })).json();
    expect(statement.balanceDue).toBe(300);

    // A course nobody enrolled in, bought or was certified for is still deleted.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(empty.title);
    await page.getByRole('button', { name: `Borrar ${empty.title}` }).click();
    await page
      .getByRole('alertdialog', { name: `¿Borrar definitivamente "${empty.title}"?` })
      .getByRole('button', { name: 'Borrar' })
      .click();
    await expect(page.getByText('Curso borrado.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: empty.title })).toHaveCount(0);
  });

  test('item 2: /aula/pagos shows each installment with its own state and the due dates a payment never moved', async ({
    page,
    request,
  }) => {
    // Three dates: the first (paid at checkout) and the second are past, the third is in the future.
    const course = await courseForSale(request, { price: 900, installmentDates: [limaDay(-20), limaDay(-10), limaDay(30)] });
    const student = await registerStudent(request, 'estados');
    await buyInInstallments(request, student.token, course.id);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    const plan = page.getByRole('region', { name: 'Cuotas' });
    await expect(plan.getByText(`Cuota 1: S/ 300.00, vence el ${dmy(limaDay(-20))} — Pagada`)).toBeVisible();
    await expect(plan.getByText(`Cuota 2: S/ 300.00, vence el ${dmy(limaDay(-10))} — Vencida`)).toBeVisible();
    await expect(plan.getByText(`Cuota 3: S/ 300.00, vence el ${dmy(limaDay(30))} — Pendiente`)).toBeVisible();
    // The next one to pay is the overdue one, and only it carries the Vencida badge.
    await expect(page.getByText(new RegExp(`Próxima cuota: S/\\s300.00 — ${course.title} — vence el ${dmy(limaDay(-10))}`))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saldo pendiente' }).getByText('Vencida', { exact: true })).toBeVisible();
  });

  test('item 4: the admin sees why a participant is not eligible; the master administrator issues by exception', async ({
    page,
    browser,
    request,
  }) => {
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    const student = await registerStudent(request, 'elegible');
    const dni = String(20000000 + Math.floor(Math.random() * 79999999));
    const completed = await request.put(`/api/admin/users/${student.user.id}`, {
      headers: bearer(staff.admin),
      data: { email: student.email, fullName: student.fullName, role: 'ESTUDIANTE', dni, studentCode: `E2E-${uniqueWord().toUpperCase()}` },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await enrol(request, staff.admin, course.id, Number(student.user.id));

    const admin = await apiLogin(request, DEMO.admin);
    await useSession(page, admin.token, admin.user);
    await page.goto(`/admin/cursos/${course.id}/participantes`);
    const why = page.getByRole('list', { name: `Por qué ${student.fullName} no es elegible` });
    await expect(why.getByText('El curso no tiene fecha de fin.')).toBeVisible();
    await expect(why.getByText('No tiene notas registradas.')).toBeVisible();
    await expect(why.getByText('No hay clases dictadas para medir la asistencia.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Emitir certificado de ${student.fullName}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Emitir por excepción/ })).toHaveCount(0);

    const context = await browser.newContext();
    const masterPage = await context.newPage();
    const master = await apiLogin(request, DEMO.superadmin);
    await useSession(masterPage, master.token, master.user);
    await masterPage.goto(`/admin/cursos/${course.id}/participantes`);
    await masterPage.getByRole('button', { name: `Emitir por excepción el certificado de ${student.fullName}` }).click();
    const dialog = masterPage.getByRole('dialog', { name: `Emitir por excepción: ${student.fullName}` });
    await dialog.getByRole('button', { name: 'Emitir por excepción' }).click();
    await expect(dialog.getByText('Escribe el motivo de la excepción (al menos 10 caracteres).')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Motivo de la excepción/ }).fill('Convalidación aprobada por la Dirección Académica');
    await dialog.getByRole('button', { name: 'Emitir por excepción' }).click();
    await expect(masterPage.getByText(/^Certificado emitido: .+ \(código .+\)\.$/)).toBeVisible();
    await expect(masterPage.getByRole('row', { name: new RegExp(student.fullName) }).getByText(/^Certificado /)).toBeVisible();
    await context.close();
  });

  test('item 5: a DNI, a student code or a course code already in use is refused, naming the clash', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    await useSession(page, admin.token, admin.user);
    const word = uniqueWord();

    // The admin user dialog has the DNI and student-code fields; the demo student has DNI 45678912.
    await page.goto('/admin/participantes');
    await page.getByRole('button', { name: '+ Nuevo participante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo participante' });
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`dni.${word}@e2e.inpro.test`);
    await dialog.getByRole('textbox', { name: /^Nombre completo/ }).fill(`Participante ${word}`);
    await dialog.getByRole('textbox', { name: /^DNI/ }).fill('45678912');
    await dialog.getByRole('textbox', { name: /^Código de alumno/ }).fill(`E2E-${word.toUpperCase()}`);
    await dialog.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(
      dialog.getByText('El DNI 45678912 ya está registrado en la cuenta de Jorge Luis Ramírez Torres (estudiante@inpro.test).').first(),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: /^DNI/ }).fill('');
    await dialog.getByRole('textbox', { name: /^Código de alumno/ }).fill('A2026-0001');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(
      dialog.getByText('El código de alumno A2026-0001 ya está asignado a Jorge Luis Ramírez Torres (estudiante@inpro.test).').first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The import preview names the clash too.
    await page.getByRole('button', { name: 'Importar CSV/XLSX' }).click();
    const importing = page.getByRole('dialog', { name: 'Importar participantes' });
    await importing.getByLabel(/^Archivo/).setInputFiles({
      name: 'participantes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Correo;Nombre completo;DNI\r\nimp.${word}@e2e.inpro.test;Importado ${word};45678912\r\n`, 'utf8'),
    });
    await importing.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect(
      importing.getByText('El DNI 45678912 ya está registrado en la cuenta de Jorge Luis Ramírez Torres (estudiante@inpro.test).').first(),
    ).toBeVisible();
    await importing.getByRole('button', { name: 'Cerrar' }).click();

    // A second course with the demo code RD-2026-0101 is not saved.
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    await page.goto(`/admin/cursos/${course.id}/edit`);
    await page.getByRole('textbox', { name: /^Resolución \(Código\)/ }).fill('RD-2026-0101');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('El código RD-2026-0101 ya lo usa el curso «Formación y Acreditación de Árbitros». Usa otro código.').first(),
    ).toBeVisible();
    const saved = await (await request.get(`/api/admin/courses/${course.id}`, { headers: bearer(staff.admin) })).json();
    expect(saved.code).toBe(course.code);
  });
});
