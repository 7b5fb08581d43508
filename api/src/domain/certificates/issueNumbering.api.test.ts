import sharp from 'sharp';
import { certificates } from '../../db/schema';
import { makeMultipart } from '../../domain/files/testFixtures';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { getSettings } from '../settings/store';
import { formatFolio } from './folio';
import { makeEligible } from './testData';

describeEachDb('certificate numbering, signature and branding', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let courseId: number;
  const year = new Date(Date.now() - 5 * 3600_000).getUTCFullYear();

  const student = async (n: number) => {
    const s = await t.user('ESTUDIANTE', { dni: String(70000000 + n), studentCode: `A${year}-9${String(n).padStart(3, '0')}` });
    await enrol(t, s.user.id, courseId);
    await makeEligible(t, courseId, [s.user.id]);
    return s;
  };
  const issue = (userId: number) =>
    t.inject({ method: 'POST', url: '/api/certificates', headers: admin.auth, payload: { userId, courseId } });

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    courseId = (await makeCourse(t, teacher.user.id, { title: 'Diplomado en Compliance', hours: 90 })).id;
  });

  it('numbers certificates with the prefix and counter of the settings and moves the counter', async () => {
    await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/certificates',
      headers: admin.auth,
      payload: { prefix: 'cert', currentNumber: 41 },
    });
    const a = await student(1);
    const b = await student(2);
    let res = await issue(a.user.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().folio).toBe(`CERT-${year}-000042`);
    res = await issue(b.user.id);
    expect(res.json().folio).toBe(`CERT-${year}-000043`);
    expect((await getSettings(t.app, 'certificates')).currentNumber).toBe(43);
    const view = (await t.inject({ method: 'GET', url: '/api/admin/settings/certificates', headers: admin.auth })).json();
    expect(view.currentNumber).toBe(43);
  });

  it('skips folios already used when the counter is set back', async () => {
    await t.db.insert(certificates).values({
      folio: formatFolio('BACK', year, 8),
      userId: teacher.user.id,
      courseTitle: 'Antiguo',
      publicCode: 'BACK-0008-TEST',
    });
    await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/certificates',
      headers: admin.auth,
      payload: { prefix: 'BACK', currentNumber: 7 },
    });
    const c = await student(3);
    const res = await issue(c.user.id);
    expect(res.json().folio).toBe(`BACK-${year}-000009`);
  });

  it('prints the signature image and the signer; the participant list shows the certificate', async () => {
    const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 80, alpha: 0.9 } } })
      .png()
      .toBuffer();
    const form = makeMultipart({}, { name: 'firma.png', data: signature });
    const up = await t.inject({
      method: 'POST',
      url: '/api/admin/media/images?kind=signature',
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/certificates',
      headers: admin.auth,
      payload: { signatureImage: up.json().url, signerName: 'Dra. Elena Paredes — Directora Académica' },
    });
    await t.inject({ method: 'PUT', url: '/api/admin/settings/branding', headers: admin.auth, payload: { primaryColor: '#7a1f1f' } });
    const d = await student(4);
    const issued = (await issue(d.user.id)).json();
    const pdf = await t.inject({ method: 'GET', url: issued.certificadoImg });
    expect(pdf.statusCode).toBe(200);
    const text = pdf.rawPayload.toString('latin1');
    expect(text).toContain('/Subtype /Image');
    const constancia = await t.inject({ method: 'GET', url: issued.constanciaImg });
    expect(constancia.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const list = (await t.inject({ method: 'GET', url: `/api/courses/${courseId}/participants`, headers: admin.auth })).json();
    const row = list.find((p: { id: number }) => p.id === d.user.id);
    expect(row.certificate).toMatchObject({ folio: issued.folio, publicCode: issued.codigo, pdfUrl: issued.certificadoImg });
    const verify = await t.inject({ method: 'GET', url: `/api/certificates/public/${issued.codigo}` });
    expect(verify.json().folio).toBe(issued.folio);
  });
});
