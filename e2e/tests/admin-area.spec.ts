import { expect, test } from '../src/test';
import { bearer, createCourse, enrol, staffTokens } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';
import { registerStudent, uniqueWord } from '../src/publicSite';

/** /admin: participants (create, reset, delete), a course with its schedule, and its enrolments. */

test.describe('administrator area', () => {
  test.beforeEach(async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    await useSession(page, admin.token, admin.user);
  });

  test('creates a participant, resets the password and deletes the account', async ({ page }) => {
    const word = uniqueWord();
    const email = `participante.${word}@e2e.inpro.test`;
    await page.goto('/admin/participantes');
    await page.getByRole('button', { name: '+ Nuevo participante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo participante' });
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('Email es requerido.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Nombre completo/ }).fill(`Participante ${word}`);
    await dialog.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(word);
    const row = page.getByRole('row', { name: new RegExp(`Participante ${word}`) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Reiniciar contraseña/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reiniciar' }).click();
    await expect(page.getByTestId('temporary-password')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Entendido' }).click();
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toBeHidden();
  });

  test('a dialog keeps Tab inside, closes on Escape and gives the focus back to its opener', async ({ page }) => {
    await page.goto('/admin/participantes');
    const opener = page.getByRole('button', { name: '+ Nuevo participante' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo participante' });
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toBeFocused();
    // A modal dialog of the browser's own: in the top layer, the page behind it inert.
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // Where the focus is after each press: on something of the dialog, or on nothing of the page
    // (past the last control Chromium hands the focus to its own toolbar, then back to the first).
    const focus = () =>
      dialog.evaluate((d) =>
        d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
      );
    // More presses than the dialog has controls: the focus goes round it, both ways, never to the page behind.
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(key);
        seen.push(await focus());
      }
      expect(seen).not.toContain('page');
      expect(seen.filter((w) => w === 'dialog').length).toBeGreaterThanOrEqual(10);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('creates a published course with a schedule, sees it in the catalogue, enrols and removes a student', async ({ page, request }) => {
    const title = `Curso admin ${uniqueWord()}`;
    await page.goto('/admin/cursos');
    await page.getByRole('link', { name: '+ Nuevo curso' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo curso' })).toBeVisible();
    // The area may still be settling (session check) when the form first shows: sending the empty
    // form again changes nothing, so repeat until its messages show.
    await expect(async () => {
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(page.getByText('Título es requerido.')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15000 });
    await expect(page.getByText('Debes indicar el ID del Docente (teacherId).')).toBeVisible();
    await page.getByRole('textbox', { name: /^Título/ }).fill(title);
    await page.getByRole('textbox', { name: /^Resolución \(Código\)/ }).fill(`RD-${uniqueWord().toUpperCase()}`);
    await page.getByRole('spinbutton', { name: 'Precio (S/)' }).fill('450');
    await page.getByRole('button', { name: /Elegir a Dra. Lucía Fernández Paredes/ }).click();
    await page.getByRole('checkbox', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: '+ Añadir sesión' }).click();
    await page.getByLabel('Fecha 1', { exact: true }).fill('2030-03-02');
    await page.getByLabel('Inicio 1', { exact: true }).fill('19:00');
    await page.getByLabel('Fin 1', { exact: true }).fill('21:00');
    await page.getByLabel('Tema 1', { exact: true }).last().fill('Introducción');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL('/admin/cursos');
    await expect(page.getByText('Curso creado ✅')).toBeVisible();

    const list = (await (await request.get('/api/data/cursos.json')).json()) as Array<{ id: number; title: string; schedule?: unknown[] }>;
    const created = list.find((c) => c.title === title);
    expect(created).toBeTruthy();
    await page.goto(`/cursos/${created!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Introducción')).toBeVisible();

    const student = await registerStudent(request, 'inscrito');
    await page.goto(`/admin/cursos/${created!.id}/participantes`);
    await expect(page.getByText('Sin inscritos.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(student.email);
    await page.getByRole('button', { name: `Añadir a ${student.fullName}` }).click();
    const enrolled = page.getByRole('table', { name: 'Inscritos' }).getByRole('row', { name: new RegExp(student.fullName) });
    await expect(enrolled).toBeVisible();
    await enrolled.getByRole('button', { name: `Quitar a ${student.fullName}` }).click();
    await page.getByRole('alertdialog', { name: '¿Quitar del curso?' }).getByRole('button', { name: 'Quitar' }).click();
    await expect(page.getByText('Sin inscritos.')).toBeVisible();
  });

  test('uploads a PDF and registers a YouTube video that the enrolled student sees', async ({ page, request }) => {
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    const student = await registerStudent(request, 'materiales');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    await page.goto('/admin/materiales');
    await page.getByRole('combobox', { name: 'Curso' }).selectOption(String(course.id));
    await page.getByRole('textbox', { name: 'Nueva unidad' }).fill('Unidad 1: Fundamentos');
    await page.getByRole('button', { name: 'Crear unidad' }).click();
    await expect(page.getByRole('combobox', { name: 'Unidad' })).toHaveValue(/\d+/);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await page.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'lectura.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('textbox', { name: 'Título (opcional)' }).first().fill('Lectura obligatoria');
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(page.getByText('Archivo subido.')).toBeVisible();
    await page.getByRole('textbox', { name: 'URL del video' }).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Registrar video' }).click();
    await expect(page.getByText('Video registrado.')).toBeVisible();

    const units = (await (
      await request.get(`/api/materials/courses/${course.id}/units`, { headers: bearer(student.token) })
    ).json()) as Array<{ id: number }>;
    const resources = (await (
      await request.get(`/api/materials/units/${units[0].id}/resources`, { headers: bearer(student.token) })
    ).json()) as Array<{
      title: string;
      url: string | null;
    }>;
    expect(resources.map((r) => r.title)).toEqual(expect.arrayContaining(['Lectura obligatoria', 'Video']));
    expect(resources.find((r) => r.title === 'Video')?.url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  test('generates a report for a period and exports it', async ({ page }) => {
    await page.goto('/admin/reportes');
    await page.getByRole('textbox', { name: /^Desde/ }).fill('31/02/2026');
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText(/Fecha inválida|fecha/i).first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Desde/ }).fill('01/01/2026');
    await page.getByRole('textbox', { name: /^Hasta/ }).fill('31/12/2026');
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByRole('table', { name: 'Cifras por curso' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  test('issues a course certificate that anyone can verify on /certificados', async ({ request, browser }) => {
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    const student = await registerStudent(request, 'certificado');
    // A certificate carries the student's DNI and code: the admin completes them first.
    const dni = String(10000000 + Math.floor(Math.random() * 89999999));
    const completed = await request.put(`/api/admin/users/${student.user.id}`, {
      headers: bearer(staff.admin),
      data: { email: student.email, fullName: student.fullName, role: 'ESTUDIANTE', dni, studentCode: `E2E-${uniqueWord().toUpperCase()}` },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    // The course has not ended and has no grades: only the master administrator issues it, by exception.
    const master = await apiLogin(request, DEMO.superadmin);
    const masterContext = await browser.newContext();
    const masterPage = await masterContext.newPage();
    await useSession(masterPage, master.token, master.user);
    await masterPage.goto(`/admin/cursos/${course.id}/participantes`);
    await masterPage.getByRole('button', { name: `Emitir por excepción el certificado de ${student.fullName}` }).click();
    const reasonDialog = masterPage.getByRole('dialog', { name: `Emitir por excepción: ${student.fullName}` });
    await reasonDialog.getByRole('textbox', { name: /Motivo de la excepción/ }).fill('Convalidación por convenio institucional');
    await reasonDialog.getByRole('button', { name: 'Emitir por excepción' }).click();
    const toast = masterPage.getByText(/^Certificado emitido: .+ \(código .+\)\.$/);
    await expect(toast).toBeVisible();
    const code = /código (.+)\)\.$/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await masterContext.close();

    const visitor = await browser.newPage();
    await visitor.goto('/certificados');
    const byCode = visitor.getByRole('form', { name: 'Verificar por código de verificación' });
    await byCode.getByRole('textbox', { name: 'Código de verificación' }).fill(code);
    await byCode.getByRole('button', { name: 'Comprobar código' }).click();
    await expect(visitor.getByText(course.title).first()).toBeVisible();
    await visitor.close();
  });
});
