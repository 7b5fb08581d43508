import { expect, test } from '@playwright/test';
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

  test('creates a published course with a schedule, sees it in the catalogue, enrols and removes a student', async ({ page, request }) => {
    const title = `Curso admin ${uniqueWord()}`;
    await page.goto('/admin/cursos');
    await page.getByRole('link', { name: '+ Nuevo curso' }).click();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Título es requerido.')).toBeVisible();
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
});
