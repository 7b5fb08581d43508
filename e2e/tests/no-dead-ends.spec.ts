import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, createSession, enrolledStudent, limaSlot } from '../src/aula';
import { courseForSale, registerStudent } from '../src/publicSite';
import { DEMO, apiLogin, signInAs, useSession } from '../src/session';
import { pageAs, teacherWithCourse } from '../src/teacher';

/** Every message or button leads somewhere a person can act. */

const PHONE = { width: 390, height: 844 };

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new student who bought a course by voucher (pending review): the file is `file`. */
async function pendingVoucher(request: APIRequestContext, file: { name: string; mimeType: string; buffer: Buffer }) {
  const student = await registerStudent(request, 'voucher-ver');
  const course = await courseForSale(request, { price: 900, area: 'Conciliación', level: 'Básico' });
  const order = await request.post('/api/orders', {
    headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${course.id}-${Date.now()}` },
    data: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  const { id } = (await order.json()) as { id: number };
  const upload = await request.post(`/api/orders/${id}/voucher`, { headers: bearer(student.token), multipart: { file } });
  expect(upload.status(), await upload.text()).toBe(201);
  return student;
}

test('item 6: an administrator deactivates and reactivates an account from /admin/participantes', async ({ page, request }) => {
  const student = await registerStudent(request, 'desactivar');
  await signInAs(page, request, 'admin');
  await page.goto('/admin/participantes');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(student.email);
  const row = page.getByRole('row', { name: new RegExp(student.fullName) });
  await expect(row).toContainText('Activo');
  await row.getByRole('button', { name: `Desactivar ${student.fullName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Desactivar esta cuenta?' });
  await expect(dialog).toContainText(`${student.fullName} no podrá iniciar sesión`);
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Cuenta desactivada.')).toBeVisible();
  await expect(row).toContainText('Inactivo');
  const refused = await request.post('/api/auth/login', { data: { email: student.email, password: student.password } });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: `Reactivar ${student.fullName}` }).click();
  await expect(page.getByText('Cuenta reactivada.')).toBeVisible();
  await expect(row).toContainText('Activo');
  expect((await request.post('/api/auth/login', { data: { email: student.email, password: student.password } })).status()).toBe(200);
});

test("item 6: the dashboard's pending vouchers lead the master administrator to them; an ADMIN is not shown them", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await pendingVoucher(request, { name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await signInAs(page, request, 'superadmin');
  await page.goto('/admin');
  const alert = page.getByRole('listitem').filter({ hasText: /vouchers? de pago por revisar/ });
  await alert.getByRole('link', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/superadmin\/pagos\?estado=PENDIENTE$/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('PENDIENTE');
  await expect(page.getByRole('button', { name: `Ver voucher de ${student.fullName}` })).toBeVisible();

  const admin = await apiLogin(request, DEMO.admin);
  const other = await pageAs(browser, admin.token, admin.user);
  await other.page.goto('/admin');
  await expect(other.page.getByRole('heading', { name: 'Alertas' })).toBeVisible();
  await expect(other.page.getByText(/vouchers? de pago por revisar/)).toHaveCount(0);
  await other.close();
});

test("item 7: 'Vista alumno' opens the course as a student sees it, with its title and 'Volver a la vista docente'", async ({
  page,
  request,
}) => {
  const { course } = await teacherWithCourse(request);
  await signInAs(page, request, 'docente');
  await page.goto('/prof/cursos');
  await page.getByRole('link', { name: `Vista alumno: ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/aula/materiales/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Materiales del curso' })).toBeVisible();
  await expect(page.getByText(course.title, { exact: true })).toBeVisible();
  const back = page.getByRole('link', { name: 'Volver a la vista docente' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/prof/cursos/${course.id}/gestionar$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("item 8: 'Próxima actividad' shows the class live right now first, with 'Unirse' in view", async ({ page, request }) => {
    const { staff, student, course } = await enrolledStudent(request, 'envivo');
    await createSession(request, staff.teacher, course.id, limaSlot(-10, 60), 'Clase en vivo del tablero');
    await useSession(page, student.token, student.user);
    await page.goto('/aula');
    const card = page.getByRole('region', { name: 'Próxima actividad' });
    const live = card.getByTestId('live-activity');
    await expect(live).toContainText('En vivo');
    await expect(live).toContainText(course.title);
    await expect(live).toContainText('Clase en vivo del tablero');
    const join = live.getByRole('link', { name: new RegExp(`^Unirse a ${course.title}`) });
    await expect(join).toHaveAttribute('href', 'https://meet.example.com/e2e-clase');
    await expect(join).toBeInViewport();
    const box = await join.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test("item 9: 'Ver voucher' shows the image beside the decision, approves from there, download second", async ({ page, request }) => {
  const student = await pendingVoucher(request, { name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await signInAs(page, request, 'superadmin');
  await page.goto('/superadmin/pagos?estado=PENDIENTE');
  await page.getByRole('button', { name: `Ver voucher de ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Voucher de ${student.fullName}` });
  const image = dialog.getByRole('img', { name: `Voucher de ${student.fullName}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('naturalWidth', 1);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^voucher-\d+\.png$/);
  await dialog.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByText('Pago aprobado.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("item 9: a PDF voucher shows in a frame beside 'Rechazar pago'", async ({ page, request }) => {
  const student = await pendingVoucher(request, { name: 'voucher.pdf', mimeType: 'application/pdf', buffer: PDF });
  await signInAs(page, request, 'superadmin');
  await page.goto('/superadmin/pagos?estado=PENDIENTE');
  await page.getByRole('button', { name: `Ver voucher de ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Voucher de ${student.fullName}` });
  const frame = dialog.locator('iframe[title$="(PDF)"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Rechazar pago' })).toBeVisible();
});
