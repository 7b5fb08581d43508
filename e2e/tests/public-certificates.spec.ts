import { expect, test, type Page } from '../src/test';
import { holdRequests } from '../src/gate';

/** /certificados: verification against the certificates the seed issued to the demo student. */

// api/src/seed/accounts.ts: the demo student and the courses of their two certificates (api/src/seed/demo.ts).
const STUDENT = { code: 'A2026-0001', dni: '45678912', name: 'Jorge Luis Ramírez Torres' };
const CERTIFIED: Record<string, string> = {
  'Derecho Laboral Individual y Planillas': '25/07/2026',
  'Curso de Formación de Conciliadores Extrajudiciales': '20/06/2026',
};

const form = (page: Page) => page.getByRole('region', { name: 'Verificar certificado' });
const byStudent = (page: Page) => page.getByRole('form', { name: 'Verificar por código de alumno y DNI' });

async function lookUp(page: Page, code: string, dni: string) {
  await byStudent(page).getByRole('textbox', { name: 'Código de alumno' }).fill(code);
  await byStudent(page).getByRole('textbox', { name: 'DNI' }).fill(dni);
  await byStudent(page).getByRole('button', { name: 'Verificar', exact: true }).click();
}

test.describe('public certificates /certificados', () => {
  test('both fields are required', async ({ page }) => {
    let lookups = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/certificates/verify')) lookups += 1;
    });
    await page.goto('/certificados');
    await expect(page.getByRole('heading', { level: 2, name: 'Información sobre la verificación' })).toBeVisible();
    await byStudent(page).getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Ingresa el código de alumno y el DNI.');
    await lookUp(page, STUDENT.code, '   ');
    await expect(form(page).getByRole('alert')).toHaveText('Ingresa el código de alumno y el DNI.');
    await lookUp(page, '', STUDENT.dni);
    await expect(form(page).getByRole('alert')).toHaveText('Ingresa el código de alumno y el DNI.');
    expect(lookups).toBe(0);
  });

  test("the demo student's certificate is found, with both PDFs in tabs", async ({ page, request }) => {
    await page.goto('/certificados');
    const held = await holdRequests(page, '**/api/certificates/verify?**');
    await lookUp(page, STUDENT.code, STUDENT.dni);
    // Searching state while the server answers.
    await expect(page.getByRole('status').filter({ hasText: 'Buscando certificado…' })).toBeVisible();
    await expect(byStudent(page).getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    held.release();

    const card = page.getByRole('region', { name: 'Certificado verificado' });
    await expect(card).toBeVisible();
    const value = (label: string) =>
      card
        .locator('dl > div')
        .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
        .getByRole('definition');
    await expect(value('Participante')).toHaveText(STUDENT.name);
    await expect(value('DNI')).toHaveText(STUDENT.dni);
    await expect(value('Folio')).toHaveText(/^INPRO-\d{4}-\d{6}$/);
    const curso = (await value('Curso').textContent()) as string;
    expect(Object.keys(CERTIFIED)).toContain(curso);
    await expect(value('Fecha')).toHaveText(CERTIFIED[curso]);

    const certTab = card.getByRole('tab', { name: 'Certificado (PDF)' });
    const constTab = card.getByRole('tab', { name: 'Constancia' });
    await expect(certTab).toHaveAttribute('aria-selected', 'true');
    const certFrame = card.getByTitle(`Certificado de ${STUDENT.name}`);
    await expect(certFrame).toBeVisible();
    const certUrl = (await certFrame.getAttribute('src')) as string;

    await constTab.click();
    await expect(constTab).toHaveAttribute('aria-selected', 'true');
    await expect(certFrame).toBeHidden();
    const constFrame = card.getByTitle(`Constancia de ${STUDENT.name}`);
    await expect(constFrame).toBeVisible();
    const constUrl = (await constFrame.getAttribute('src')) as string;
    expect(constUrl).not.toBe(certUrl);

    for (const url of [certUrl, constUrl]) {
      expect(url).toMatch(/^\/api\/certificates\//);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expect(card.getByRole('link', { name: `Descargar Constancia de ${STUDENT.name} (PDF)` })).toHaveAttribute('href', constUrl);

    // The student has two certificates: the other one can be shown too.
    const other = Object.keys(CERTIFIED).find((c) => c !== curso) as string;
    await page.getByRole('button', { name: `${other} · ${CERTIFIED[other]}` }).click();
    await expect(value('Curso')).toHaveText(other);
    await expect(value('Fecha')).toHaveText(CERTIFIED[other]);
  });

  test('wrong data: "No se encontró ningún certificado con esos datos."', async ({ page }) => {
    await page.goto('/certificados');
    await lookUp(page, STUDENT.code, '00000000');
    await expect(form(page).getByRole('alert')).toHaveText('No se encontró ningún certificado con esos datos.');
    await expect(page.getByRole('region', { name: 'Certificado verificado' })).toHaveCount(0);
    await lookUp(page, 'A2099-9999', STUDENT.dni);
    await expect(form(page).getByRole('alert')).toHaveText('No se encontró ningún certificado con esos datos.');
  });

  test('the code printed on the documents verifies them, typed or through the QR link (?codigo=)', async ({ page, request }) => {
    const answer = await request.get('/api/certificates/verify', { params: { code: STUDENT.code, dni: STUDENT.dni } });
    const printed = new URL(((await answer.json()) as { certificadoImg: string }).certificadoImg, 'http://x').searchParams.get(
      'code',
    ) as string;
    expect(printed).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    await page.goto('/certificados');
    const byCode = page.getByRole('form', { name: 'Verificar por código de verificación' });
    await byCode.getByRole('textbox', { name: 'Código de verificación' }).fill(printed);
    await byCode.getByRole('button', { name: 'Comprobar código' }).click();
    const card = page.getByRole('region', { name: 'Certificado verificado' });
    await expect(card).toContainText(STUDENT.name);

    await page.goto(`/certificados?codigo=${printed}`);
    await expect(page.getByRole('region', { name: 'Certificado verificado' })).toContainText(STUDENT.name);
    await expect(page.getByRole('textbox', { name: 'Código de verificación' })).toHaveValue(printed);
  });

  test('a DNI of 7 digits gets the DNI rule at once and nothing is sent', async ({ page }) => {
    let lookups = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/certificates/verify')) lookups += 1;
    });
    await page.goto('/certificados');
    await lookUp(page, STUDENT.code, STUDENT.dni.slice(0, 7));
    await expect(form(page).getByRole('alert')).toHaveText('DNI inválido (8 dígitos).');
    await expect(byStudent(page).getByRole('textbox', { name: 'DNI' })).toHaveAttribute('aria-invalid', 'true');
    expect(lookups).toBe(0);
    // The server keeps the same rule for a client that skips the form.
    const res = await page.request.get('/api/certificates/verify', { params: { code: STUDENT.code, dni: STUDENT.dni.slice(0, 7) } });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('DNI inválido (8 dígitos).');
  });

  test('the printed code typed without hyphens, in lower case or with spaces is found', async ({ page, request }) => {
    const answer = await request.get('/api/certificates/verify', { params: { code: STUDENT.code, dni: STUDENT.dni } });
    const printed = new URL(((await answer.json()) as { certificadoImg: string }).certificadoImg, 'http://x').searchParams.get(
      'code',
    ) as string;
    const bare = printed.replace(/-/g, '');
    await page.goto('/certificados');
    const byCode = page.getByRole('form', { name: 'Verificar por código de verificación' });
    const card = page.getByRole('region', { name: 'Certificado verificado' });
    for (const typed of [bare, bare.toLowerCase(), `${bare.slice(0, 4)} ${bare.slice(4, 8)} ${bare.slice(8)}`]) {
      await byCode.getByRole('textbox', { name: 'Código de verificación' }).fill(typed);
      await byCode.getByRole('button', { name: 'Comprobar código' }).click();
      await expect(card).toContainText(STUDENT.name);
      await expect(form(page).getByRole('alert')).toHaveCount(0);
    }
    // A QR-style link with the bare code, and the API itself.
    await page.goto(`/certificados?codigo=${bare.toLowerCase()}`);
    await expect(card).toContainText(STUDENT.name);
    expect((await request.get(`/api/certificates/public/${bare}`)).status()).toBe(200);
  });
});
