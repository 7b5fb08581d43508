import { expect, test, type Page } from '../src/test';
import { bearer } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';

/**
 * The dark colour scheme (serial: it changes the site-wide colour scheme): the dark scheme keeps the
 * navbar and the sidebar dark with readable links, and a saved scheme applies at once, in every
 * open tab, without a reload.
 */

/** WCAG contrast ratio of two computed CSS colours (rgb/rgba, opaque backgrounds). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colours of the area's sidebar and of its current link (its own background over the sidebar's). */
async function sidebarColours(page: Page) {
  const nav = page.getByRole('navigation', { name: /^Menú de / });
  const side = await nav.evaluate((el) => getComputedStyle(el.closest('aside') as Element).backgroundColor);
  const current = nav.locator('[aria-current="page"]');
  const text = await current.evaluate((el) => getComputedStyle(el).color);
  return { side, text };
}

test.describe('dark colour scheme', () => {
  test('Oscuro applies at once in every open tab; the sidebar stays dark with a readable current link', async ({ page, request }) => {
    const master = await apiLogin(request, DEMO.superadmin);
    try {
      await useSession(page, master.token, master.user);
      const other = await page.context().newPage();
      await useSession(other, master.token, master.user);
      await other.goto('/superadmin/usuarios');
      await expect(other.getByRole('navigation', { name: /^Menú de / })).toBeVisible();
      await page.goto('/superadmin/config');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await sidebarColours(page);
      expect(contrast(light.side, light.text)).toBeGreaterThanOrEqual(4.5);

      const form = page.getByRole('form', { name: 'Apariencia' });
      await form.getByRole('combobox', { name: 'Esquema de color' }).selectOption('Oscuro');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Tema: cambios guardados.')).toBeVisible();
      // At once: this page and the other open tab, without reloading either.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
      for (const p of [page, other]) {
        const dark = await sidebarColours(p);
        expect(dark.side).toBe('rgb(19, 38, 74)');
        expect(contrast(dark.side, dark.text)).toBeGreaterThanOrEqual(4.5);
      }
      await other.close();

      // The public navbar is dark too, with white text (not the pastel blue of the dark primary).
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/');
      await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'dark');
      const navbar = await visitor.getByRole('banner').evaluate((el) => {
        const bar = el.firstElementChild ?? el;
        const s = getComputedStyle(bar);
        return { bg: s.backgroundColor === 'rgba(0, 0, 0, 0)' ? getComputedStyle(el).backgroundColor : s.backgroundColor, fg: s.color };
      });
      expect(contrast(navbar.bg, navbar.fg)).toBeGreaterThanOrEqual(7);
      await visitor.close();
    } finally {
      await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Claro' } });
    }
  });
});
