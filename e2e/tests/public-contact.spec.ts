import { expect, test, type Page } from '../src/test';
import { adminToken, uniqueEmail } from '../src/publicSite';

/** /contacto: the message form is validated and stored through the API (read back from the admin inbox). */

const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

test.describe('public contact /contacto', () => {
  test('the contact channels come from the site configuration; departments and FAQs are shown', async ({ page, request }) => {
    const config = (await (await request.get('/api/site/config')).json()) as { contactEmail: string; contactPhone: string };
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    const channels = page.getByRole('list', { name: 'Canales de atención' });
    await expect(channels.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    await expect(channels.getByRole('link', { name: config.contactPhone })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { level: 2, name: 'Áreas de atención' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('group').first()).toBeVisible();
  });

  test('every required field says what is missing and nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posts += 1;
    });
    await page.goto('/contacto');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Nombre es requerido.')).toBeVisible();
    await expect(form.getByText('Email es requerido.')).toBeVisible();
    await expect(form.getByText('Selecciona un asunto (Inscripciones, Soporte técnico o Certificados).')).toBeVisible();
    await expect(form.getByText('Escribe tu mensaje.')).toBeVisible();
    await expect(form.getByText('Debes aceptar la política de privacidad.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nombre completo' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Prueba');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('rosa@sin-punto');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Email inválido.')).toBeVisible();
    await expect(form.getByText('Nombre es requerido.')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
    expect(posts).toBe(0);
  });

  test('a valid message is stored and the success message shows', async ({ page, request }) => {
    const email = uniqueEmail('contacto');
    const text = `Quisiera información sobre el diplomado de contrataciones. Ref ${Date.now()}`;
    await page.goto('/contacto');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa María Quispe');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('textbox', { name: 'Teléfono (opcional)' }).fill('987 654 321');
    await form.getByRole('combobox', { name: 'Asunto' }).selectOption({ label: 'Inscripciones' });
    await form.getByRole('textbox', { name: 'Mensaje' }).fill(text);
    await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Mensaje enviado. Te responderemos pronto.')).toBeVisible();
    // The form is emptied for a new message.
    await expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /Acepto la política de privacidad/ })).not.toBeChecked();

    const token = await adminToken(request);
    const res = await request.get('/api/contact', { params: { page: 0, size: 100 }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBeTruthy();
    const inbox = (await res.json()) as { content: StoredMessage[] };
    const stored = inbox.content.filter((m) => m.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Rosa María Quispe', phone: '987 654 321', subject: 'Inscripciones', message: text });
  });

  test('the phone is optional', async ({ page, request }) => {
    const email = uniqueEmail('sintelefono');
    await page.goto('/contacto');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Luis Sin Teléfono');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('combobox', { name: 'Asunto' }).selectOption({ label: 'Soporte técnico' });
    await form.getByRole('textbox', { name: 'Mensaje' }).fill('No puedo ingresar al Aula Virtual.');
    await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Mensaje enviado. Te responderemos pronto.')).toBeVisible();
    const token = await adminToken(request);
    const inbox = (await (
      await request.get('/api/contact', { params: { page: 0, size: 100 }, headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      content: StoredMessage[];
    };
    expect(inbox.content.find((m) => m.email === email)).toMatchObject({ phone: null, subject: 'Soporte técnico' });
  });
});
