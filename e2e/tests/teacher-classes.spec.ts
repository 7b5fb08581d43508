import { expect, test } from '../src/test';
import { bearer, enrol, limaDay, limaSlot } from '../src/aula';
import { registerStudent } from '../src/publicSite';
import { useSession } from '../src/session';
import { openAsTeacher, ownTeacherWithCourse, pageAs, teacherWithCourse, toast } from '../src/teacher';

/** /prof/clases: a session created in the browser reaches the student; the attendance window and the roll. */

test.describe('teacher: classes and attendance', () => {
  test('a class scheduled by the teacher is seen by the student; the roll shows the mark', async ({ page, request, browser }) => {
    // A teacher of the test's own: the form's course list holds every course of the teacher.
    const { course, staff, teacher } = await ownTeacherWithCourse(request);
    const student = await registerStudent(request, 'clase');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    const topic = `Control difuso ${Date.now()}`;
    const slot = limaSlot(-30, 90);

    await useSession(page, teacher.token, teacher.user);
    await page.goto('/prof/clases');
    await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible();
    await page.getByRole('button', { name: '+ Programar clase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Programar clase' });
    await dialog.getByLabel(/^Curso/).selectOption(String(course.id));
    await dialog.getByLabel(/^Enlace de la clase/).fill('https://meet.example.com/e2e-docente');
    await dialog.getByLabel(/^Fecha/).fill(slot.sessionDate);
    await dialog.getByLabel(/^Hora de inicio/).fill(slot.startTime);
    await dialog.getByLabel(/^Hora de fin/).fill(slot.endTime);
    await dialog.getByLabel('Modalidad').selectOption('Virtual');
    await dialog.getByLabel('Tema').fill(topic);
    await dialog.getByRole('button', { name: 'Programar clase' }).click();
    await expect(toast(page, 'Clase programada ✅')).toBeVisible();

    // Live now: on the "En vivo" tab, open for attendance while it lasts.
    await page.getByRole('tab', { name: /^En vivo/ }).click();
    const card = page.getByRole('article', { name: `${course.title} — ${topic}` });
    await expect(card).toContainText('En vivo');

    // The student sees it (API and the classroom's screen).
    const classes = await (await request.get('/api/student/classes', { headers: bearer(student.token) })).json();
    const mine = classes.find((c: { topic: string }) => c.topic === topic);
    expect(mine).toMatchObject({ courseId: course.id, joinUrl: 'https://meet.example.com/e2e-docente', status: 'EN_VIVO' });
    const { page: studentPage, close } = await pageAs(browser, student.token, student.user);
    await studentPage.goto('/aula/clases');
    await expect(studentPage.getByText(topic).first()).toBeVisible();

    // While the class is live the window is open: the student marks, the teacher's roll shows PRESENTE.
    await card.getByRole('button', { name: 'Asistencia' }).click();
    const roll = page.getByRole('dialog', { name: new RegExp(`^Asistencia: ${course.title}`) });
    const row = roll.getByRole('row').filter({ hasText: student.fullName });
    await expect(row).toContainText('PENDIENTE');
    await expect(roll.getByText('La asistencia está abierta mientras dure la clase.')).toBeVisible();
    const mark = await request.post(`/api/student/sessions/${mine.id}/attendance`, { headers: bearer(student.token) });
    expect(mark.status(), await mark.text()).toBeLessThan(300);
    await roll.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await card.getByRole('button', { name: 'Asistencia' }).click();
    await expect(row).toContainText('PRESENTE');
    // Closing the window: nobody is left PENDIENTE.
    await roll.getByRole('button', { name: 'Cerrar asistencia' }).click();
    await expect(toast(page, 'Asistencia cerrada: los pendientes quedaron como AUSENTE.')).toBeVisible();
    await expect(roll.getByRole('button', { name: 'Abrir asistencia' })).toBeVisible();
    await expect(row).toContainText('PRESENTE');
    await close();
  });

  test('the student marks in an open window and the teacher sees PRESENTE; marks by hand; edit and cancel', async ({ page, request }) => {
    const { course, staff } = await teacherWithCourse(request);
    const student = await registerStudent(request, 'asist');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    const topic = `Amparo ${Date.now()}`;
    const created = await request.post('/api/teacher/sessions', {
      headers: bearer(staff.teacher),
      data: {
        courseId: course.id,
        joinUrl: 'https://meet.example.com/e2e',
        topic,
        mode: 'Virtual',
        sessionDate: limaDay(2),
        startTime: '19:00',
        endTime: '21:00',
      },
    });
    expect(created.status()).toBe(201);
    const session = await created.json();

    await openAsTeacher(page, request, '/prof/clases');
    await page.getByRole('tab', { name: /^Próximas/ }).click();
    const card = page.getByRole('article', { name: `${course.title} — ${topic}` });
    await card.getByRole('button', { name: 'Asistencia' }).click();
    const roll = page.getByRole('dialog', { name: new RegExp(`^Asistencia: ${course.title}`) });
    await roll.getByRole('button', { name: 'Abrir asistencia' }).click();
    await expect(toast(page, 'Asistencia abierta ✅')).toBeVisible();

    const mark = await request.post(`/api/student/sessions/${session.id}/attendance`, { headers: bearer(student.token) });
    expect(mark.status(), await mark.text()).toBeLessThan(300);
    await roll.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await card.getByRole('button', { name: 'Asistencia' }).click();
    const row = roll.getByRole('row').filter({ hasText: student.fullName });
    await expect(row).toContainText('PRESENTE');
    await expect(row).toContainText('Por el alumno');

    await row.getByRole('button', { name: `Ausente (${student.fullName})` }).click();
    await expect(toast(page, `${student.fullName}: Ausente`)).toBeVisible();
    await expect(row).toContainText('AUSENTE');
    await expect(row).toContainText('Por el docente');
    await roll.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await card.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar clase' });
    await edit.getByLabel('Tema').fill(`${topic} y cumplimiento`);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Clase actualizada ✅')).toBeVisible();
    const edited = page.getByRole('article', { name: `${course.title} — ${topic} y cumplimiento` });
    await edited.getByRole('button', { name: 'Cancelar clase' }).click();
    await page.getByRole('alertdialog', { name: '¿Cancelar esta clase?' }).getByRole('button', { name: 'Cancelar clase' }).click();
    await expect(toast(page, 'Clase cancelada.')).toBeVisible();
    const classes = await (await request.get('/api/student/classes', { headers: bearer(student.token) })).json();
    expect(classes.find((c: { id: number }) => c.id === session.id)).toMatchObject({
      status: 'CANCELADA',
      topic: `${topic} y cumplimiento`,
    });
  });
});
