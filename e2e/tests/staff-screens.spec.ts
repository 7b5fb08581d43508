import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, createResource, createUnit } from '../src/aula';
import { BASE_URL } from '../src/env';
import { DEMO, apiLogin, signInAs, useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';
import { openAsTeacher, teacherWithCourse, toast } from '../src/teacher';

/** The bell hears what is decided about a person; staff screens offer what works and say what they show. */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A new student who bought a course by voucher and sent it: the pending payment's id. */
async function pendingVoucher(request: APIRequestContext) {
  const student = await registerStudent(request, 'campana');
  const course = await courseForSale(request, { price: 420, area: 'Conciliación', level: 'Básico' });
  const order = await request.post('/api/orders', {
    headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}-${Date.now()}` },
    data: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const upload = await request.post(`/api/orders/${((await order.json()) as { id: number }).id}/voucher`, {
    headers: bearer(student.token),
    multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { student, course, paymentId: ((await upload.json()) as { payment: { id: number } }).payment.id };
}

test.describe('the bell and the staff screens', () => {
  test("a rejected voucher reaches the student's bell with its reason and leads to Pagos", async ({ page, request }) => {
    const { student, course, paymentId } = await pendingVoucher(request);
    const master = await apiLogin(request, DEMO.superadmin);
    const rejected = await request.post(`/api/superadmin/payments/${paymentId}/reject`, {
      headers: bearer(master.token),
      data: { reason: 'El voucher no muestra el número de operación.' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    await useSession(page, student.token, student.user);
    await page.goto('/aula');
    await page.getByRole('button', { name: 'Notificaciones, 1 sin leer' }).click();
    const item = page.getByTestId('notification-panel').getByRole('button', { name: new RegExp(`Voucher rechazado: ${course.title}`) });
    await expect(item).toContainText('Motivo: El voucher no muestra el número de operación.');
    await item.click();
    await expect(page).toHaveURL(/\/aula\/pagos$/);
  });

  test("the administrator's dashboard reads a payment decision in Spanish, never its internal code", async ({ page, request }) => {
    const { course, paymentId } = await pendingVoucher(request);
    const master = await apiLogin(request, DEMO.superadmin);
    const approved = await request.post(`/api/superadmin/payments/${paymentId}/approve`, { headers: bearer(master.token) });
    expect(approved.status(), await approved.text()).toBe(200);

    await signInAs(page, request, 'admin');
    await page.goto('/admin');
    const activity = page.getByRole('region', { name: 'Actividad reciente' });
    await expect(activity.getByRole('listitem').filter({ hasText: 'aprobó pago «' }).filter({ hasText: course.title })).toHaveCount(1);
    // Internal codes of actions and objects (e-mail addresses may hold underscores of their own).
    await expect(activity).not.toContainText(/\b(?:payment|attendance|class|password|login|certificate|course)_[a-z_]+\b/i);
  });

  test('a resource is deleted only after confirming; a video is added by its URL; a .docx is not a PDF', async ({ page, request }) => {
    const { staff, course } = await teacherWithCourse(request);
    const unit = await createUnit(request, staff.teacher, course.id, 'Unidad con recursos');
    await createResource(request, staff.teacher, unit.id, { name: 'Lectura obligatoria', type: 'link', url: 'https://www.gob.pe/lectura' });
    await openAsTeacher(page, request, `/prof/cursos/${course.id}/gestionar`);
    const card = page.getByRole('article', { name: 'Unidad con recursos' });
    const reading = card.getByTestId('resource-row').filter({ hasText: 'Lectura obligatoria' });

    // One tap on the bin deletes nothing: it asks, and Cancelar keeps the resource.
    await reading.getByRole('button', { name: 'Eliminar recurso Lectura obligatoria' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar recurso?' });
    await expect(confirm).toContainText('«Lectura obligatoria» se eliminará de la unidad');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(reading).toHaveCount(1);

    // PDF takes only a PDF, on the screen before anything is sent.
    await card.getByLabel('Título del recurso').fill('Casos');
    await card
      .getByLabel('Archivo (opcional)')
      .setInputFiles({ name: 'casos.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await expect(card.getByText('El tipo PDF solo acepta archivos PDF.')).toBeVisible();
    await expect(card.getByRole('button', { name: '+ Añadir' })).toBeDisabled();

    // Video: a URL, no file chooser; the YouTube link is stored as its player.
    await card.getByLabel('Tipo').selectOption({ label: 'Video' });
    await expect(card.getByLabel('Archivo (opcional)')).toHaveCount(0);
    await card.getByLabel('Título del recurso').fill('Clase grabada');
    await card.getByLabel('URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await card.getByRole('button', { name: '+ Añadir' }).click();
    await expect(toast(page, 'Recurso añadido ✅')).toBeVisible();
    await expect(card.getByTestId('resource-row').filter({ hasText: 'Clase grabada' })).toContainText('Video');
    const resources = (await (
      await request.get(`/api/materials/units/${unit.id}/resources`, { headers: bearer(staff.teacher) })
    ).json()) as Array<{ name: string; type: string; url: string | null }>;
    expect(resources.find((r) => r.name === 'Clase grabada')).toMatchObject({
      type: 'iframe',
      url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });

    // Confirmed, it goes.
    await reading.getByRole('button', { name: 'Eliminar recurso Lectura obligatoria' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Recurso eliminado 🗑️')).toBeVisible();
    await expect(reading).toHaveCount(0);
  });

  test("the administrator is offered nothing on the master administrator's account, and is told why", async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/participantes');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(DEMO.superadmin);
    const row = page.getByRole('row').filter({ hasText: DEMO.superadmin });
    await expect(row).toContainText('Solo el administrador maestro puede modificar esta cuenta.');
    await expect(row).toContainText('Superadministrador');
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('the master administrator edits a master account: the role reads Superadministrador and saving works', async ({ page, request }) => {
    await signInAs(page, request, 'superadmin');
    await page.goto('/admin/participantes');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(DEMO.superadmin);
    const row = page.getByRole('row').filter({ hasText: DEMO.superadmin });
    await row.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar participante' });
    await expect(dialog.getByLabel('Rol')).toBeDisabled();
    await expect(dialog.getByLabel('Rol')).toHaveText('Superadministrador');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Participante actualizado.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the audit log names who signed out and says a sign-in once', async ({ page, playwright, request }) => {
    const student = await registerStudent(request, 'salida');
    // Its own cookie jar: the sign-out is the one of this student's refresh cookie, as a browser sends it.
    const browserLike = await playwright.request.newContext({ baseURL: BASE_URL });
    await apiLogin(browserLike, student.email, student.password);
    expect((await browserLike.post('/api/auth/logout')).status()).toBe(204);
    await browserLike.dispose();

    await signInAs(page, request, 'superadmin');
    await page.goto('/superadmin/auditoria');
    await page.getByRole('searchbox', { name: 'Usuario' }).fill(student.email);
    await page.getByRole('combobox', { name: 'Tipo de acción' }).selectOption('Inicio de Sesión');
    const signOut = page.getByRole('row').filter({ hasText: 'Cierre de sesión' });
    await expect(signOut).toHaveCount(1);
    await expect(signOut).toContainText(student.fullName);
    await expect(signOut).not.toContainText('Anónimo');
    const signIn = page.getByRole('row').filter({ hasNotText: 'Cierre de sesión' }).filter({ hasText: student.email }).first();
    await expect(signIn.getByRole('cell', { name: 'Inicio de Sesión', exact: true })).toBeVisible();
  });

  test('the deployments screen says when there is nowhere to roll back to, and breaks the errors down by kind', async ({
    page,
    request,
  }) => {
    const { token } = await signInAs(page, request, 'superadmin');
    const state = (await (await request.get('/api/ops/remotes', { headers: bearer(token) })).json()) as {
      remotes: Array<{ remote: string; active: string | null; versions: Array<{ version: string }> }>;
    };
    await page.goto('/superadmin/despliegues');
    for (const r of state.remotes.filter((x) => x.active)) {
      const card = page.getByRole('article', { name: new RegExp(`\\(${r.remote}\\)$`) });
      const message = card.getByText('Solo hay una versión desplegada: no hay a dónde volver.');
      if (r.versions.length === 1) {
        await expect(message).toBeVisible();
        await expect(card.getByRole('button', { name: /^Revertir/ })).toHaveCount(0);
      } else {
        await expect(message).toHaveCount(0);
      }
    }
    const teacher = state.remotes.find((r) => r.remote === 'mf-teacher')!;
    const errors = page.getByRole('region', { name: 'Errores por tipo de Área docente' });
    await expect(errors.getByRole('columnheader', { name: 'Errores al cargar (última hora)' })).toBeVisible();
    await expect(errors.getByRole('columnheader', { name: 'Errores de la API (5xx) (último día)' })).toBeVisible();
    await expect(errors.getByTestId(`errors-mf-teacher-${teacher.active}`).getByRole('cell')).toHaveCount(6);
  });
});
