import { eq } from 'drizzle-orm';
import { LEGAL_PAGE_SLUGS } from '@inpro/shared-contracts';
import { contactMessages, legalConsents, legalPageVersions, users } from '../../db/schema';
import { describeOnDb, type TestUser } from '../../test/testApp';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describeOnDb('legal pages and consent', (t) => {
  let master: TestUser;
  let admin: TestUser;
  let n = 0;
  const address = () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;

  beforeAll(async () => {
    master = await t.user('SUPER_ADMIN');
    admin = await t.user('ADMIN');
  });

  const page = (slug: string) => t.inject({ method: 'GET', url: `/api/legal-pages/${slug}` });
  const save = (slug: string, body: unknown, who: TestUser | null = master) =>
    t.inject({
      method: 'PUT',
      url: `/api/superadmin/legal-pages/${slug}`,
      ...json(body),
      headers: { 'content-type': 'application/json', ...(who ? who.auth : {}) },
    });

  it('serves the four pages with real text, version and date; an unknown page is 404 in Spanish', async () => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const res = await page(slug);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ slug, version: expect.any(Number) });
      expect(body.body.length).toBeGreaterThan(800);
      expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);
    }
    expect((await page('privacidad')).json().body).toContain('Ley N.° 29733');
    const unknown = await page('cookies');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Página no encontrada.' });
  });

  it('the master administrator saves a new version: dated, kept in the history, audited, and shown at once past the public cache', async () => {
    const before = (await page('ayuda')).json();
    expect((await page('ayuda')).headers['x-cache']).toBe('HIT');

    const res = await save('ayuda', { title: 'Centro de ayuda', body: `${before.body}\n\n## Nueva sección\n\nHorario ampliado.` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'ayuda', version: before.version + 1, updatedBy: master.user.fullName });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const after = await page('ayuda');
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(after.json()).toMatchObject({ version: before.version + 1 });
    expect(after.json().body).toContain('Horario ampliado.');

    const history = await t.db.select().from(legalPageVersions).where(eq(legalPageVersions.slug, 'ayuda'));
    expect(history.map((v) => v.version).sort()).toEqual([before.version, before.version + 1]);
    const log = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?q=Centro%20de%20ayuda', headers: master.auth });
    expect(log.json().content[0]).toMatchObject({ entity: 'legal_page', entityId: 'ayuda' });

    // The same text again is no new version.
    const same = await save('ayuda', { title: 'Centro de ayuda', body: after.json().body });
    expect(same.json().version).toBe(before.version + 1);
  });

  it('refuses other roles, anonymous callers and empty texts, and changes nothing', async () => {
    const before = (await page('terminos')).json();
    expect((await save('terminos', { title: 'X', body: 'Y' }, admin)).statusCode).toBe(403);
    expect((await save('terminos', { title: 'X', body: 'Y' }, null)).statusCode).toBe(401);
    let res = await save('terminos', { title: 'Términos y condiciones', body: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Escribe el texto de la página.');
    res = await save('terminos', { title: '', body: 'Texto' });
    expect(res.json().error).toBe('Escribe el título de la página.');
    res = await save('cookies', { title: 'Cookies', body: 'Texto' });
    expect(res.statusCode).toBe(404);
    expect((await page('terminos')).json()).toEqual(before);
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/legal-pages', headers: admin.auth })).statusCode).toBe(403);
    const list = await t.inject({ method: 'GET', url: '/api/superadmin/legal-pages', headers: master.auth });
    expect(
      list
        .json()
        .map((p: { slug: string }) => p.slug)
        .sort(),
    ).toEqual([...LEGAL_PAGE_SLUGS].sort());
  });

  it('registration requires the consent and records the versions accepted; the contact form records the privacy version', async () => {
    const register = (email: string, extra: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address(),
        ...json({ fullName: 'Lucía Ramos', email, password: 'Clave-Segura-2026', phone: null, ...extra }),
      });
    const refused = t.email('sin-consentimiento');
    for (const extra of [{}, { acceptTerms: false }, { acceptTerms: 'true' }]) {
      const res = await register(refused, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.acceptTerms).toBe('Debes aceptar los términos y condiciones.');
    }
    expect(await t.db.select().from(users).where(eq(users.email, refused))).toEqual([]);

    const terms = (await page('terminos')).json();
    await save('terminos', { title: terms.title, body: `${terms.body}\n\nCláusula nueva.` });
    const privacy = (await page('privacidad')).json();
    const email = t.email('con-consentimiento');
    const res = await register(email, { acceptTerms: true });
    expect(res.statusCode).toBe(201);
    const [consent] = await t.db.select().from(legalConsents).where(eq(legalConsents.userId, res.json().user.id));
    expect(consent).toMatchObject({ email, termsVersion: terms.version + 1, privacyVersion: privacy.version, contactMessageId: null });
    expect(Date.now() - consent.acceptedAt.getTime()).toBeLessThan(60_000);

    const sent = await t.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: address(),
      ...json({ name: 'Lucía Ramos', email, subject: 'Inscripciones', message: 'Quiero información.', privacy: true }),
    });
    expect(sent.statusCode).toBe(201);
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json().id));
    const [given] = await t.db.select().from(legalConsents).where(eq(legalConsents.contactMessageId, message.id));
    expect(given).toMatchObject({ email, termsVersion: null, privacyVersion: privacy.version, userId: null });
  });
});
