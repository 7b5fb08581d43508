import { expect, test } from '../src/test';
import { bearer, enrol, enrolledStudent } from '../src/aula';
import { expectNoSeriousFindingsInBothSchemes } from '../src/a11y';
import { registerStudent } from '../src/publicSite';
import { DEMO, apiLogin, useSession } from '../src/session';
import { pageAs, toast } from '../src/teacher';

/**
 * Course forums and messages as their people use them: a student opens a thread, a classmate
 * replies and the student's bell tells of it; the teacher pins and locks; a student writes to the
 * teacher, who sees it unread and answers; the master administrator hides a post.
 */

test.describe('course forums and messages', () => {
  test('a thread with a reply that notifies, pinned and locked by the teacher, hidden by the master administrator', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { staff, student, course } = await enrolledStudent(request, 'foro');
    const classmate = await registerStudent(request, 'forocomp');
    await enrol(request, staff.admin, course.id, Number(classmate.user.id));

    // The student opens a thread from the sidebar's «Foros y Mensajes».
    await useSession(page, student.token, student.user);
    await page.goto('/aula');
    const sidebar = page.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Foros y Mensajes' }).click();
    await expect(page).toHaveURL('/aula/foros');
    await page.getByRole('link', { name: `Foro de ${course.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Foro del curso' })).toBeVisible();
    await expect(page.getByText('Este foro aún no tiene temas. Abre el primero.')).toBeVisible();
    await page.getByLabel('Título').fill('Plazo de la prisión preventiva');
    await page
      .getByLabel('Mensaje del tema')
      .fill(
        '¿Cuál es el plazo? Vean [el Código](https://inpro.edu.pe/codigo):\n\n- artículo 272\n- artículo 274\n\n<script>alert(1)</script>',
      );
    await page.getByRole('button', { name: 'Publicar tema' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plazo de la prisión preventiva' })).toBeVisible();
    const first = page.getByRole('listitem', { name: `Publicación de ${student.fullName}` });
    await expect(first.getByRole('link', { name: 'el Código' })).toHaveAttribute('href', 'https://inpro.edu.pe/codigo');
    await expect(first.getByRole('listitem')).toHaveText(['artículo 272', 'artículo 274']);
    await expect(first.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
    const threadUrl = page.url();
    await expectNoSeriousFindingsInBothSchemes(page, 'tema del foro (390 px)');

    // A classmate replies with a file.
    const other = await pageAs(browser, classmate.token, classmate.user);
    await other.page.goto(threadUrl);
    await other.page.getByLabel('Tu respuesta').fill('Son **nueve meses**.');
    await other.page
      .getByLabel('Archivo adjunto (opcional)')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Plazo: 9 meses') });
    await other.page.getByRole('button', { name: 'Publicar respuesta' }).click();
    await expect(other.page.getByRole('link', { name: 'nota.txt' })).toBeVisible();
    await other.close();

    // The student's bell tells of the reply and opens the thread.
    const bellItems = await request.get('/api/notifications', { headers: bearer(student.token) });
    const bell = (await bellItems.json()) as { items: Array<{ kind: string; title: string; link: string }> };
    expect(bell.items.find((n) => n.kind === 'FORUM')).toMatchObject({
      title: 'Nueva respuesta en «Plazo de la prisión preventiva»',
      link: new URL(threadUrl).pathname,
    });
    await page.goto('/aula');
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await page.getByText('Nueva respuesta en «Plazo de la prisión preventiva»').click();
    await expect(page).toHaveURL(threadUrl);
    await expect(page.getByText('Son nueve meses.')).toBeVisible();

    // The teacher pins and locks it; the student can no longer reply.
    const teacher = await apiLogin(request, DEMO.docente);
    const prof = await pageAs(browser, teacher.token, teacher.user);
    await prof.page.setViewportSize({ width: 390, height: 844 });
    await prof.page.goto(`/prof/foros/${course.id}`);
    await prof.page.getByRole('link', { name: 'Plazo de la prisión preventiva' }).click();
    await prof.page.getByRole('button', { name: 'Fijar tema' }).click();
    await expect(prof.page.getByText('Fijado', { exact: true })).toBeVisible();
    await prof.page.getByRole('button', { name: 'Cerrar tema' }).click();
    await expect(prof.page.getByRole('button', { name: 'Reabrir tema' })).toBeVisible();
    await expectNoSeriousFindingsInBothSchemes(prof.page, 'tema del foro, docente (390 px)');
    await prof.close();
    await page.reload();
    await expect(page.getByText('Este tema está cerrado: ya no admite respuestas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar respuesta' })).toHaveCount(0);

    // The master administrator hides the classmate's reply; the student reads it no more.
    const master = await apiLogin(request, DEMO.superadmin);
    const admin = await pageAs(browser, master.token, master.user);
    await admin.page.goto('/superadmin/foros');
    // The classmate's one post: searched by its author, and the answer waited for before typing a
    // reason (the list drawn before the search answers is replaced by the one after it).
    await admin.page.getByLabel('Buscar por texto, tema, curso o autor').fill(classmate.fullName);
    const posts = admin.page.getByRole('list', { name: 'Publicaciones de los foros' }).getByRole('listitem');
    await expect(posts).toHaveCount(1);
    const card = posts.filter({ hasText: 'nueve meses' });
    await card.getByLabel('Motivo para ocultarla').fill('Prueba de moderación');
    await card.getByRole('button', { name: 'Ocultar publicación' }).click();
    await expect(toast(admin.page, 'Publicación oculta.')).toBeVisible();
    await expectNoSeriousFindingsInBothSchemes(admin.page, 'moderación de foros');
    await admin.close();
    await page.reload();
    await expect(page.getByText('Publicación oculta por la administración.')).toBeVisible();
    await expect(page.getByText('Son nueve meses.')).toHaveCount(0);
  });

  test('a student writes to the teacher, who sees it unread and answers', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { student, course } = await enrolledStudent(request, 'mensaje');
    await useSession(page, student.token, student.user);
    await page.goto('/aula/mensajes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    const conv = page.getByRole('listitem').filter({ hasText: course.title });
    await conv.getByRole('link').click();
    await expect(page).toHaveURL(`/aula/mensajes/${course.id}`);
    await expect(page.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible();
    await page.getByLabel('Tu mensaje').fill('Profesor, ¿puedo entregar el informe el lunes?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Profesor, ¿puedo entregar el informe el lunes?')).toBeVisible();
    await expect(page.getByText('· no leído aún')).toBeVisible();
    await expectNoSeriousFindingsInBothSchemes(page, 'conversación del estudiante (390 px)');

    const teacher = await apiLogin(request, DEMO.docente);
    const prof = await pageAs(browser, teacher.token, teacher.user);
    await prof.page.goto('/prof/mensajes');
    const row = prof.page.getByRole('listitem').filter({ hasText: course.title }).filter({ hasText: student.fullName });
    await expect(row.getByText('1 sin leer')).toBeVisible();
    await expectNoSeriousFindingsInBothSchemes(prof.page, 'mensajes del docente');
    await row.getByRole('link').click();
    await expect(prof.page.getByText('Profesor, ¿puedo entregar el informe el lunes?')).toBeVisible();
    await prof.page.getByLabel('Tu mensaje').fill('Sí, hasta el lunes a las 23:59.');
    await prof.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(prof.page.getByText('Sí, hasta el lunes a las 23:59.')).toBeVisible();
    await prof.close();

    await page.reload();
    await expect(page.getByText('Sí, hasta el lunes a las 23:59.')).toBeVisible();
    await expect(page.getByText('· leído')).toBeVisible();
  });
});
