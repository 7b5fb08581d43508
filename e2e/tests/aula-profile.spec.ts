import { expect, test } from '../src/test';
import { apiLogin, useSession } from '../src/session';
import { registerStudent } from '../src/publicSite';
import { bearer } from '../src/aula';

/** /aula/perfil: saved on the server, visible after a reload and through GET /auth/me. */

test.describe('aula: profile', () => {
  test('a student edits the profile, reloads, and changes the password with the current one', async ({ page, request }) => {
    const student = await registerStudent(request, 'perfil');
    await useSession(page, student.token, student.user);
    await page.goto('/aula/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Mi Perfil' });
    await expect(form.getByLabel('Email')).toHaveValue(student.email);
    await expect(form.getByLabel('Email')).not.toBeEditable();

    // Spanish validation, nothing sent.
    await form.getByLabel(/^Nombre/).fill('');
    await form.getByLabel('Teléfono').fill('abc');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Nombre es requerido.')).toBeVisible();
    await expect(form.getByText('Teléfono inválido.')).toBeVisible();

    await form.getByLabel(/^Nombre/).fill('Lucía');
    await form.getByLabel(/^Apellido/).fill('Huamán Torres');
    await form.getByLabel('Teléfono').fill('+51 912 345 678');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(page.getByText('Bienvenido, Lucía Huamán Torres')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel(/^Nombre/)).toHaveValue('Lucía');
    await expect(form.getByLabel(/^Apellido/)).toHaveValue('Huamán Torres');
    await expect(form.getByLabel('Teléfono')).toHaveValue('+51 912 345 678');
    const me = await request.get('/api/auth/me', { headers: bearer(student.token) });
    expect(await me.json()).toMatchObject({ fullName: 'Lucía Huamán Torres', phone: '+51 912 345 678', email: student.email });

    // A new password needs the current one.
    await form.getByLabel(/^Nueva contraseña/).fill('OtraClave.2026');
    await form.getByLabel('Confirmar nueva contraseña').fill('OtraClave.2026');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Ingresa tu contraseña actual para cambiar la contraseña.')).toBeVisible();
    await form.getByLabel(/^Contraseña actual/).fill('equivocada');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await form.getByLabel(/^Contraseña actual/).fill(student.password);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(form.getByLabel(/^Contraseña actual/)).toHaveValue('');
    // The page keeps working with the fresh token, and the new password signs in.
    await page.reload();
    await expect(form.getByLabel(/^Nombre/)).toHaveValue('Lucía');
    expect((await apiLogin(request, student.email, 'OtraClave.2026')).user).toMatchObject({ fullName: 'Lucía Huamán Torres' });
  });
});
