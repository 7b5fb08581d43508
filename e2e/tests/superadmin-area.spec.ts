import { expect, test } from '../src/test';
import { bearer, createCourse, staffTokens } from '../src/aula';
import { uniqueWord } from '../src/publicSite';
import { DEMO, apiLogin, useSession } from '../src/session';

/** /superadmin: users filtered by role; an administrator's change found in the audit log. */

test.describe('master administrator area', () => {
  test.beforeEach(async ({ page, request }) => {
    const master = await apiLogin(request, DEMO.superadmin);
    await useSession(page, master.token, master.user);
  });

  test('filters every account by role', async ({ page }) => {
    await page.goto('/superadmin/usuarios');
    await page.getByRole('combobox', { name: 'Rol' }).selectOption('DOCENTE');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'docente@inpro.test' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'estudiante@inpro.test' })).toHaveCount(0);
    for (const row of await rows.filter({ hasText: '@' }).all()) await expect(row).toContainText('Docente');
  });

  test("finds an administrator's course creation in the audit log", async ({ page, request }) => {
    const staff = await staffTokens(request);
    const title = `Curso auditado ${uniqueWord()}`;
    const course = await createCourse(request, staff.admin, staff.teacherId, title);
    await page.goto('/superadmin/auditoria');
    await page.getByRole('searchbox', { name: 'Usuario' }).fill('admin@inpro.test');
    await page.getByRole('combobox', { name: 'Tipo de acción' }).selectOption('Creación');
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toBeVisible();
    await request.delete(`/api/courses/${course.id}`, { headers: bearer(staff.admin) });
  });
});
