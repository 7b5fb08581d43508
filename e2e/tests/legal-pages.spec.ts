import { LEGAL_PAGES, TERMS_CONSENT_LABEL } from '@inpro/shared-contracts';
import { expect, test, type Page } from '../src/test';
import { DEMO, apiLogin, useSession } from '../src/session';
import { uniqueEmail, uniqueWord } from '../src/publicSite';

/**
 * The footer's support pages are real pages (help centre, FAQ, terms, privacy policy), prerendered,
 * edited by the master administrator in /superadmin/paginas; registration and the contact form link
 * the terms and the privacy policy and the registration's consent is required (Ley N.° 29733).
 */

const LAST_UPDATE = /^Última actualización: \d{2}\/\d{2}\/\d{4}$/;
const footerSupport = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Soporte' });

test.describe('legal and help pages', () => {
  test('every support link of the footer opens its page, dated; none is a dead anchor', async ({ page }) => {
    await page.goto('/');
    const links = footerSupport(page).getByRole('link');
    await expect(links).toHaveText(['Centro de Ayuda', 'Contacto', 'FAQ', 'Términos y Condiciones', 'Política de privacidad']);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/[a-z-]+$/);

    for (const [label, heading, path] of [
      ['Centro de Ayuda', 'Centro de ayuda', '/ayuda'],
      ['FAQ', 'Preguntas frecuentes', '/preguntas-frecuentes'],
      ['Términos y Condiciones', 'Términos y condiciones', '/terminos'],
      ['Política de privacidad', 'Política de privacidad', '/privacidad'],
    ]) {
      await footerSupport(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(LAST_UPDATE)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await expect(page.getByText('Ley N.° 29733, Ley de Protección de Datos Personales', { exact: false }).first()).toBeVisible();
  });

  test('the pages arrive prerendered: their text is in the HTML the server sends', async ({ request }) => {
    for (const slug of ['terminos', 'privacidad', 'preguntas-frecuentes', 'ayuda'] as const) {
      const res = await request.get(LEGAL_PAGES[slug].path, { headers: { accept: 'text/html' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${LEGAL_PAGES[slug].name} | INPRO</title>`);
      expect(html).toMatch(/<h1>[^<]*<\/h1><p>Última actualización: \d{2}\/\d{2}\/\d{4}<\/p>/);
      expect(html).toContain('<h2>');
    }
  });

  test('registration asks the consent with both documents linked, and the server refuses a registration without it', async ({
    page,
    request,
  }) => {
    await page.goto('/aula/login');
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    const form = page.getByRole('form', { name: 'Registrarse' });
    const consent = form.getByRole('checkbox', { name: TERMS_CONSENT_LABEL });
    await expect(consent).not.toBeChecked();
    for (const [name, path] of [
      ['Términos y condiciones', '/terminos'],
      ['Política de privacidad', '/privacidad'],
    ]) {
      const opened = page.context().waitForEvent('page');
      await form.getByRole('link', { name }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(path);
      await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
      await tab.close();
    }
    const email = uniqueEmail('consentimiento');
    await form.getByRole('textbox', { name: 'Nombres' }).fill('Lucía');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Ramos Vera');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByLabel(/^Contraseña/).fill('Clave.Segura2026');
    await form.getByLabel('Confirmar contraseña').fill('Clave.Segura2026');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(consent).toHaveAccessibleDescription(/Debes aceptar los términos y condiciones\./);
    await consent.check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/aula$/);

    const refused = await request.post('/api/auth/register', {
      data: { fullName: 'Sin Consentimiento', email: uniqueEmail('sin-consentimiento'), password: 'Clave.Segura2026', phone: null },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).details).toMatchObject({ acceptTerms: 'Debes aceptar los términos y condiciones.' });
  });

  test('the contact form links the privacy policy from its consent', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await expect(form.getByRole('checkbox', { name: /^Acepto la política de privacidad/ })).toBeVisible();
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  test('the master administrator edits the help centre and visitors get the new text at once, prerendered', async ({ page, request }) => {
    // A visitor's load keeps the prerendered page in the public cache.
    const before = await (await request.get('/ayuda', { headers: { accept: 'text/html' } })).text();
    const section = `Atención en feriados ${uniqueWord()}`;
    expect(before).not.toContain(section);

    const master = await apiLogin(request, DEMO.superadmin);
    await useSession(page, master.token, master.user);
    await page.goto('/superadmin/paginas');
    const row = page.getByRole('row', { name: /Centro de ayuda/ });
    // Cells after the page's name (its row header): address, version, last update, actions.
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
    const version = Number(await row.getByRole('cell').nth(1).textContent());
    await row.getByRole('button', { name: 'Editar Centro de ayuda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar: Centro de ayuda' });
    const text = dialog.getByRole('textbox', { name: /^Texto/ });
    await expect(text).toHaveValue(/## Primeros pasos/);
    await text.fill('');
    await dialog.getByRole('button', { name: 'Guardar y publicar' }).click();
    await expect(dialog.getByText('Escribe el texto de la página.')).toBeVisible();
    await text.fill(`## ${section}\n\nLos feriados atendemos por correo.\n\n<script>window.hacked = 1</script>`);
    await dialog.getByRole('button', { name: 'Guardar y publicar' }).click();
    await expect(page.getByText('Página guardada. Ya se muestra en el sitio.')).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(version + 1));

    const after = await (await request.get('/ayuda', { headers: { accept: 'text/html' } })).text();
    expect(after).toContain(`<h2>${section}</h2>`);
    expect(after).toContain('&lt;script&gt;window.hacked = 1&lt;/script&gt;');

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/ayuda');
    await expect(visitor.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(visitor.getByText('<script>window.hacked = 1</script>')).toBeVisible();
    expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await visitor.close();
  });
});
