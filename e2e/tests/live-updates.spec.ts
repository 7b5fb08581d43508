import { expect, test, type Page } from '../src/test';
import { bearer, createEvaluation, createSession, enrolledStudent, limaDay, limaSlot, nextMinuteSlot, openAttendance } from '../src/aula';
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

test('a grade the teacher publishes reaches the student’s open grades screen', async ({ page, request }) => {
  const { staff, student, course } = await enrolledStudent(request, 'notaenvivo');
  const task = await createEvaluation(request, staff.teacher, {
    courseId: course.id,
    type: 'Tarea',
    title: `Informe en vivo ${uniqueWord()}`,
    instructions: 'Una página.',
    dueAt: limaDay(5),
  });
  const sent = await request.post(`/api/student/evaluations/${task.id}/submission`, {
    headers: bearer(student.token),
    data: { text: 'La prueba indiciaria exige indicios plurales y concordantes.' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await useSession(page, student.token, student.user);
  await openLive(page, '/aula/notas');
  // Nothing graded yet: the screen says so.
  await expect(page.getByText('Aún no tienes notas registradas.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(task.title) });

  const list = await request.get(`/api/teacher/submissions?evaluationId=${task.id}`, { headers: bearer(staff.teacher) });
  const submissionId = ((await list.json()) as { content: Array<{ id: number }> }).content[0].id;
  const graded = await request.post(`/api/teacher/submissions/${submissionId}/grade`, {
    headers: bearer(staff.teacher),
    data: { score: '15,5', feedback: 'Bien fundamentado.' },
  });
  expect(graded.status(), await graded.text()).toBe(200);
  const published = Date.now();
  await expect(row).toContainText('15.50', { timeout: LIVE_MS });
  await expect(row).toContainText('Bien fundamentado.');
  report('grade published → student’s grades screen', published);
});

test('a student’s attendance mark reaches the teacher’s open roll', async ({ page, request }) => {
  const { staff, student, course } = await enrolledStudent(request, 'asistenvivo');
  const topic = `Clase en vivo ${uniqueWord()}`;
  const live = await createSession(request, staff.teacher, course.id, limaSlot(-30, 60), topic);
  await openAttendance(request, staff.teacher, live.id, 30);

  const teacher = await apiLogin(request, DEMO.docente);
  await useSession(page, teacher.token, teacher.user);
  await openLive(page, '/prof/clases');
  await page.getByRole('tab', { name: /^En vivo/ }).click();
  await page
    .getByRole('article', { name: `${course.title} — ${topic}` })
    .getByRole('button', { name: 'Asistencia' })
    .click();
  const roll = page.getByRole('dialog', { name: new RegExp(`^Asistencia: ${course.title}`) });
  const row = roll.getByRole('row').filter({ hasText: student.fullName });
  await expect(row).toContainText('PENDIENTE');

  const mark = await request.post(`/api/student/sessions/${live.id}/attendance`, { headers: bearer(student.token) });
  expect(mark.status(), await mark.text()).toBeLessThan(300);
  const marked = Date.now();
  await expect(row).toContainText('PRESENTE', { timeout: LIVE_MS });
  report('attendance marked → teacher’s open roll', marked);
});

test('a class that starts shows «Unirse» and «Marcar asistencia» on the student’s open classes page, and its end takes them away', async ({
  page,
  request,
}) => {
  // The schedule is to the minute: the class starts at the next whole minute (5 s to 65 s away) and lasts one.
  test.setTimeout(180_000);
  const { staff, student, course } = await enrolledStudent(request, 'claseenvivo');
  await useSession(page, student.token, student.user);
  await openLive(page, '/aula/clases');
  await expect(page.getByText('Aún no tienes clases programadas.')).toBeVisible();

  // Scheduled by the teacher while the page is open: the page learns of it from the stream.
  const topic = `Clase que empieza ${uniqueWord()}`;
  const { start, end, slot } = nextMinuteSlot(5_000);
  const scheduled = Date.now();
  await createSession(request, staff.teacher, course.id, slot, topic);
  const row = page.getByRole('row', { name: new RegExp(topic) });
  await expect(row).toContainText('Próxima', { timeout: LIVE_MS });
  report('class scheduled today → student’s classes page', scheduled);

  const live = page.getByTestId('live-class').filter({ hasText: course.title });
  await expect(live).toHaveCount(0);
  await expect(live.getByRole('link', { name: new RegExp(`^Unirse a ${course.title}`) })).toBeVisible({
    timeout: start - Date.now() + LIVE_MS,
  });
  await expect(live.getByRole('link', { name: 'Marcar asistencia' })).toBeVisible();
  expect(Date.now()).toBeGreaterThanOrEqual(start);
  report('class start → «Unirse» on the student’s classes page', start);
  await expect(row).toContainText('En vivo');

  await expect(live).toHaveCount(0, { timeout: end - Date.now() + LIVE_MS });
  expect(Date.now()).toBeGreaterThanOrEqual(end);
  report('class end → «Unirse» gone from the student’s classes page', end);
  await expect(page.getByRole('row', { name: new RegExp(topic) })).toContainText('Finalizada');
});
