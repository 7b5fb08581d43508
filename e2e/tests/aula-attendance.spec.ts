import { expect, test } from '../src/test';
import { useSession } from '../src/session';
import { bearer, createSession, enrolledStudent, limaDay, limaSlot, openAttendance } from '../src/aula';

/** /aula/asistencia/{courseId} and /aula/clases with a session live now whose window the teacher opened. */

test.describe('aula: classes and attendance', () => {
  test('the student joins the live class, marks attendance once and asks for a rectification', async ({ page, request }) => {
    // A long walk through several screens (and the 3 s / 4 s messages): more than the default minute.
    test.setTimeout(150_000);
    const { staff, student, course } = await enrolledStudent(request, 'asistencia');
    const live = await createSession(request, staff.teacher, course.id, limaSlot(-30, 60), 'Prueba indiciaria');
    await openAttendance(request, staff.teacher, live.id, 30);
    await createSession(
      request,
      staff.teacher,
      course.id,
      { sessionDate: limaDay(-2), startTime: '19:00', endTime: '21:00' },
      'Clase pasada',
    );
    await createSession(
      request,
      staff.teacher,
      course.id,
      { sessionDate: limaDay(3), startTime: '19:00', endTime: '21:00' },
      'Clase futura',
    );
    await useSession(page, student.token, student.user);

    await page.goto('/aula/clases');
    const liveCard = page.getByTestId('live-class');
    await expect(liveCard).toContainText('En vivo');
    await expect(liveCard).toContainText(course.title);
    await expect(liveCard.getByRole('link', { name: /^Unirse a / })).toHaveAttribute('href', 'https://meet.example.com/e2e-clase');
    await expect(page.getByRole('row', { name: /Clase futura/ }).getByRole('button', { name: /Unirse/ })).toBeDisabled();
    await expect(page.getByRole('row', { name: /Clase pasada/ })).toContainText('Finalizada');
    await liveCard.getByRole('link', { name: 'Marcar asistencia' }).click();

    await expect(page).toHaveURL(`/aula/asistencia/${course.id}`);
    await expect(page.getByTestId('count-total')).toHaveText('3');
    await expect(page.getByTestId('count-present')).toHaveText('0');
    await expect(page.getByText('ACTIVO')).toBeVisible();
    const current = page.getByRole('article', { name: 'Sesión actual' });
    await expect(current).toContainText('Prueba indiciaria');
    await current.getByRole('button', { name: 'Marcar asistencia' }).click();
    const marked = page.getByText('✅ Asistencia registrada correctamente.');
    await expect(marked).toBeVisible();
    await expect(page.getByTestId('count-present')).toHaveText('1');
    await expect(current).toContainText('Presente');
    await expect(current.getByRole('button', { name: 'Marcar asistencia' })).toHaveCount(0);
    await expect(marked).toBeHidden({ timeout: 5000 });

    // Marking twice is refused on the server too.
    const again = await request.post(`/api/student/sessions/${live.id}/attendance`, { headers: bearer(student.token) });
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe('Ya registraste tu asistencia en esta clase.');

    // The past session reads AUSENTE: ask for a rectification.
    const past = page.getByRole('row', { name: /Clase pasada/ });
    await expect(past).toContainText('Ausente');
    await past.getByRole('button', { name: 'Rectificar asistencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rectificar asistencia' });
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('Indica el motivo de la rectificación.')).toBeVisible();
    await dialog.getByLabel(/Motivo/).fill('Estuve en la clase; se cayó mi conexión.');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    const sent = page.getByText('📩 Tu solicitud de rectificación fue enviada al área académica.');
    await expect(sent).toBeVisible();
    await expect(past).toContainText('Solicitud pendiente');
    await expect(sent).toBeHidden({ timeout: 6000 });

    await page.reload();
    await expect(page.getByTestId('count-present')).toHaveText('1');
    await expect(page.getByRole('row', { name: /Clase pasada/ })).toContainText('Solicitud pendiente');
  });
});
