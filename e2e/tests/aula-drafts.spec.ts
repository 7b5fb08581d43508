import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { useSession } from '../src/session';
import { bearer, createEvaluation, createSession, enrolledStudent, limaDay } from '../src/aula';

/**
 * Nothing typed is lost on a phone whose signal drops: what the student types is kept on the device
 * (IndexedDB), survives a reload and a closed tab, and is sent only when the student says so once
 * the connection is back; signing out deletes it. The service worker stays blocked (the config's
 * default): the drafts are the page's own IndexedDB, which needs no worker, and every reload here
 * happens online.
 */

test.use({ viewport: { width: 390, height: 844 } });

const KEPT = /^Sin conexión: no se envió\. Lo que escribiste quedó guardado como borrador en este dispositivo/;
const SAVED = 'Borrador guardado en este dispositivo.';

/** The keys of the drafts IndexedDB holds on this origin ([account, form, id]); none before the first draft. */
async function draftKeys(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'inpro-drafts')) return [];
    return new Promise<unknown[]>((resolve, reject) => {
      const opening = indexedDB.open('inpro-drafts');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const request = db.transaction('drafts').objectStore('drafts').getAllKeys();
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          db.close();
          resolve(request.result as unknown[]);
        };
      };
    });
  });
}

async function submissionsOf(request: APIRequestContext, teacherToken: string, evaluationId: number) {
  const res = await request.get(`/api/teacher/submissions?evaluationId=${evaluationId}`, { headers: bearer(teacherToken) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: Array<{ id: number }> }).content;
}

test.describe('aula: drafts kept on the device', () => {
  test('a task answer typed offline is kept across a reload and a closed tab, and sent once the student confirms', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { staff, student, course } = await enrolledStudent(request, 'borrador');
    const task = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: 'Ensayo escrito en el bus',
      instructions: 'Una página.',
      dueAt: limaDay(5),
    });
    const text = 'La prueba indiciaria exige indicios plurales, concordantes y convergentes.';
    await useSession(page, student.token, student.user);
    await page.goto(`/aula/evaluaciones/${course.id}/${task.id}`);
    await expect(page.getByText('Una página.')).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel('Tu respuesta').fill(text);
    await page.getByRole('button', { name: 'Enviar entrega' }).click();
    await expect(page.getByText(KEPT)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('group', { name: 'Borrador por enviar' })).toContainText('Volvió la conexión. ¿Enviar ahora tu respuesta?');

    // The student reloads instead of answering: the answer and the question are still there.
    await page.reload();
    await expect(page.getByLabel('Tu respuesta')).toHaveValue(text);
    await expect(page.getByRole('group', { name: 'Borrador por enviar' })).toBeVisible();

    // The tab is closed and the task opened again in a new one.
    await page.close();
    const tab = await context.newPage();
    await useSession(tab, student.token, student.user);
    await tab.goto(`/aula/evaluaciones/${course.id}/${task.id}`);
    await expect(tab.getByLabel('Tu respuesta')).toHaveValue(text);
    const ask = tab.getByRole('group', { name: 'Borrador por enviar' });
    await expect(ask).toContainText('Volvió la conexión. ¿Enviar ahora tu respuesta?');
    // Nothing went to the server without the student's word.
    expect(await submissionsOf(request, staff.teacher, task.id)).toEqual([]);

    await ask.getByRole('button', { name: 'Enviar ahora' }).click();
    await expect(tab.getByRole('heading', { name: 'Tu entrega' })).toBeVisible();
    const [sent] = await submissionsOf(request, staff.teacher, task.id);
    const detail = await request.get(`/api/teacher/submissions/${sent.id}`, { headers: bearer(staff.teacher) });
    expect(((await detail.json()) as { text: string }).text).toBe(text);
    // Sent: the draft is gone, and the form to send again starts empty.
    await expect.poll(() => draftKeys(tab)).toEqual([]);
    await tab.reload();
    await expect(tab.getByRole('region', { name: 'Reenviar entrega' }).getByLabel('Tu respuesta')).toHaveValue('');
    await expect(tab.getByText(SAVED)).toHaveCount(0);
  });

  test('a rectification reason is kept as a draft when the student chooses to', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const { staff, student, course } = await enrolledStudent(request, 'rectifica');
    await createSession(
      request,
      staff.teacher,
      course.id,
      { sessionDate: limaDay(-2), startTime: '19:00', endTime: '21:00' },
      'Clase pasada',
    );
    const reason = 'Estuve en la clase; la señal se cayó a mitad de la sesión.';
    await useSession(page, student.token, student.user);
    await page.goto(`/aula/asistencia/${course.id}`);
    const past = page.getByRole('row', { name: /Clase pasada/ });
    await expect(past).toContainText('Ausente');

    await context.setOffline(true);
    await past.getByRole('button', { name: 'Rectificar asistencia' }).click();
    let dialog = page.getByRole('dialog', { name: 'Rectificar asistencia' });
    await dialog.getByLabel(/Motivo/).fill(reason);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText(KEPT)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    // Back online the dialog opens again and asks; the student keeps it as a draft.
    await context.setOffline(false);
    dialog = page.getByRole('dialog', { name: 'Rectificar asistencia' });
    const ask = dialog.getByRole('group', { name: 'Borrador por enviar' });
    await expect(ask).toContainText('Volvió la conexión. ¿Enviar ahora tu solicitud de rectificación?');
    await expect(dialog.getByLabel(/Motivo/)).toHaveValue(reason);
    await ask.getByRole('button', { name: 'Mantener como borrador' }).click();
    await expect(dialog.getByText(SAVED)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Not sent, still on the device: after a reload, the dialog opened again shows the reason.
    await page.reload();
    await expect(past).toContainText('Ausente');
    await past.getByRole('button', { name: 'Rectificar asistencia' }).click();
    await expect(dialog.getByLabel(/Motivo/)).toHaveValue(reason);
    await expect(dialog.getByText(SAVED)).toBeVisible();
    const mine = await request.get(`/api/student/courses/${course.id}/attendance`, { headers: bearer(student.token) });
    const sessions = ((await mine.json()) as { sessions: Array<{ topic: string; rectification: unknown }> }).sessions;
    expect(sessions.find((s) => s.topic === 'Clase pasada')?.rectification).toBeNull();
  });

  test("signing out deletes the account's drafts", async ({ page, request }) => {
    const { staff, student, course } = await enrolledStudent(request, 'salida');
    const task = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: 'Ensayo en un teléfono prestado',
      dueAt: limaDay(5),
    });
    await useSession(page, student.token, student.user);
    await page.goto(`/aula/evaluaciones/${course.id}/${task.id}`);
    await page.getByLabel('Tu respuesta').fill('Escrito en el teléfono de otra persona.');
    await expect(page.getByText(SAVED)).toBeVisible();
    expect(await draftKeys(page)).toEqual([[String(student.user.id), 'task-answer', String(task.id)]]);

    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/aula\/login/);
    await expect.poll(() => draftKeys(page)).toEqual([]);
  });
});
