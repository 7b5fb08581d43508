import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';

/** Site-wide settings (serial: every other test sees them): the colour scheme from /superadmin/config, the brand colour from /admin/conf. */

test.describe('settings applied across the site', () => {
  test('Oscuro in /superadmin/config makes the public site dark; Claro restores it', async ({ page, browser, request }) => {
    const master = await apiLogin(request, DEMO.superadmin);
    try {
      await useSession(page, master.token, master.user);
      await page.goto('/superadmin/config');
      const form = page.getByRole('form', { name: 'Apariencia' });
      await form.getByRole('combobox', { name: 'Esquema de color' }).selectOption('Oscuro');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Tema: cambios guardados.')).toBeVisible();

      const visitor = await browser.newPage();
      await visitor.goto('/');
      await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'dark');
      const background = await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(17, 23, 34)');
      await visitor.close();
    } finally {
      await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Claro' } });
    }
    const after = await browser.newPage();
    await after.goto('/');
    await expect(after.locator('html')).toHaveAttribute('data-theme', 'light');
    await after.close();
  });

  test('the brand colour saved in /admin/conf colours the public site', async ({ page, browser, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const before = (await (await request.get('/api/admin/settings/branding', { headers: bearer(admin.token) })).json()) as {
      primaryColor: string;
    };
    try {
      await useSession(page, admin.token, admin.user);
      await page.goto('/admin/conf');
      const form = page.getByRole('form', { name: 'Marca' });
      await form.getByLabel('Color principal').fill('#7a1f5c');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Marca: cambios guardados.')).toBeVisible();
      const visitor = await browser.newPage();
      await visitor.goto('/');
      expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(
        '#7a1f5c',
      );
      await visitor.close();
    } finally {
      await request.put('/api/admin/settings/branding', { headers: bearer(admin.token), data: { primaryColor: before.primaryColor } });
    }
  });
});
