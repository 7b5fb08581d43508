import { expect, test } from '../src/test';
import { bearer, staffTokens } from '../src/aula';
import { useSession } from '../src/session';
import { newTeacher, toast } from '../src/teacher';

/** /prof/perfil: saved on the server; the public page of a course this teacher teaches shows specialty and bio. */

test.describe('teacher: profile', () => {
  test('phone, specialty and bio are saved and shown on the public course page', async ({ page, request }) => {
    const staff = await staffTokens(request);
    const teacher = await newTeacher(request, staff.admin, 'Mg. Teresa Quispe Rojas');
    const created = await request.post('/api/courses', {
      headers: bearer(staff.admin),
      data: { title: `Curso de Teresa ${Date.now()}`, code: `TQR-${Date.now()}`, teacherId: teacher.id, published: true },
    });
    const course = await created.json();

    await useSession(page, teacher.token, teacher.user);
    await page.goto('/prof/perfil');
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByLabel('Email')).toHaveValue(teacher.email);
    await expect(form.getByLabel('Email')).not.toBeEditable();
    // The administrator gave one full name: it is never split; the teacher writes her names.
    await expect(form.getByText('Tu nombre registrado es «Mg. Teresa Quispe Rojas».', { exact: false })).toBeVisible();
    await form.getByLabel('Tratamiento (opcional)').fill('Mg.');
    await form.getByLabel(/^Nombres/).fill('Teresa');
    await form.getByLabel(/^Apellidos/).fill('Quispe Rojas');
    await form.getByLabel('Teléfono').fill('+51 987 000 111');
    await form.getByLabel('Especialidad').fill('Derecho Ambiental');
    await form.getByLabel(/^Biografía/).fill('Magíster en Gestión Ambiental, fiscalizadora del OEFA por diez años.');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Cambios guardados.')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Especialidad')).toHaveValue('Derecho Ambiental');
    await expect(form.getByLabel('Teléfono')).toHaveValue('+51 987 000 111');

    await page.goto(`/cursos/${course.id}`);
    const teachers = page.getByRole('region', { name: 'Docentes' });
    await expect(teachers.getByText('Mg. Teresa Quispe Rojas')).toBeVisible();
    await expect(teachers.getByText('Derecho Ambiental')).toBeVisible();
    await expect(teachers.getByText('Magíster en Gestión Ambiental, fiscalizadora del OEFA por diez años.')).toBeVisible();
  });
});
