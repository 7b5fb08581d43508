import { expect, test } from '../src/test';
import { createCourse, createResource, createSession, createUnit, limaSlot, staffTokens } from '../src/aula';
import { signInAs } from '../src/session';

/** Staff read Spanish with the product's terms, never internal identifiers. */

const INTERNAL = /attendance_rectification|class_session|\bimage:|\[iframe\]|\[pdf\]|API key|webhook|Client secret|Client ID|Tenant/;

test.describe('staff texts in Spanish', () => {
  test("the audit log names a teacher's class session in Spanish", async ({ page, request }) => {
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    await createSession(request, staff.teacher, course.id, limaSlot(600, 660), 'Sesión auditada');
    await signInAs(page, request, 'superadmin');
    await page.goto('/superadmin/auditoria');
    await page.getByRole('searchbox', { name: 'Usuario' }).fill('docente@inpro.test');
    const table = page.getByRole('table');
    await expect(table.getByText(/^Sesión de clase: /).first()).toBeVisible();
    await expect(table).not.toContainText(INTERNAL);
  });

  test('the administrator reads resource types in Spanish in Materiales', async ({ page, request }) => {
    const staff = await staffTokens(request);
    const course = await createCourse(request, staff.admin, staff.teacherId);
    const unit = await createUnit(request, staff.admin, course.id, 'Unidad de tipos');
    await createResource(request, staff.admin, unit.id, {
      name: 'Clase grabada',
      type: 'iframe',
      url: 'https://www.youtube.com/embed/abc123',
    });
    await signInAs(page, request, 'admin');
    await page.goto('/admin/materiales');
    await page.getByRole('combobox', { name: 'Curso' }).selectOption(String(course.id));
    await page.getByRole('combobox', { name: 'Unidad' }).selectOption(String(unit.id));
    const list = page.getByRole('region', { name: 'Recursos de la unidad' });
    await expect(list.getByText('Clase grabada (Video)')).toBeVisible();
    await expect(list).not.toContainText(INTERNAL);
  });

  test('the settings labels are Spanish (technical names only inside values)', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/conf');
    await expect(page.getByLabel('Clave secreta de la pasarela')).toBeAttached();
    await expect(page.getByLabel('Clave de firma de los avisos de pago')).toBeAttached();
    await expect(page.getByLabel('Clave secreta de cliente de Google')).toBeAttached();
    await expect(page.getByLabel('Directorio (inquilino) de Microsoft')).toBeAttached();
    const labels = await page.locator('label, legend').allInnerTexts();
    expect(labels.join('\n')).not.toMatch(INTERNAL);
  });
});
