import { eq } from 'drizzle-orm';
import { DNI_INVALID, FORBIDDEN, LOGIN_REQUIRED } from '@inpro/shared-contracts';
import { certificates } from '../../db/schema';
import { describeOnDb, forgedToken, type TestUser } from '../../test/testApp';
import { NOT_A_PARTICIPANT } from '../../domain/enrolments/removeParticipant';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { newPublicCode } from '../../domain/certificates/codes';
import { ALREADY_CERTIFIED, MISSING_IDENTITY } from './create';
import { formatIssueDate } from '../../domain/certificates/pdf';
import { makeEligible } from '../../domain/certificates/testData';

const NOT_FOUND = 'No se encontró ningún certificado con esos datos.';
const REQUIRED = 'Ingresa el código de alumno y el DNI.';

describeOnDb('certificates', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let maria: TestUser;
  let nodni: TestUser;
  let courseId: number;
  let oldCourseId: number;
  let issued: { id: number; folio: string; codigo: string; certificadoImg: string; constanciaImg: string; fecha: string };

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    maria = await t.user('ESTUDIANTE', { fullName: 'María Fernanda Quispe Ñahui', dni: '45678912', studentCode: 'A2026-0042' });
    nodni = await t.user('ESTUDIANTE');
    courseId = (await makeCourse(t, teacher.user.id, { title: 'Diplomado en Arbitraje Comercial', hours: 120 })).id;
    oldCourseId = (await makeCourse(t, teacher.user.id, { title: 'Curso de Conciliación Extrajudicial', hours: 40 })).id;
    await enrol(t, maria.user.id, courseId);
    await enrol(t, nodni.user.id, courseId);
    await makeEligible(t, courseId, [maria.user.id, nodni.user.id]);
    await t.db.insert(certificates).values([
      {
        folio: 'INPRO-2025-000001',
        userId: maria.user.id,
        courseId: oldCourseId,
        courseTitle: 'Curso de Conciliación Extrajudicial',
        hours: 40,
        issuedAt: '2025-06-30',
        publicCode: newPublicCode(),
      },
      {
        folio: 'INPRO-2025-000002',
        userId: maria.user.id,
        courseId: oldCourseId,
        courseTitle: 'Curso anulado',
        hours: 10,
        issuedAt: '2025-07-01',
        status: 'ANULADO',
        publicCode: 'ANUL-ADOX-CODE',
      },
    ]);
  });

  describe('POST /certificates (issue)', () => {
    it('the admin issues the certificate of an enrolled participant', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: admin.auth,
        payload: { userId: maria.user.id, courseId },
      });
      expect(res.statusCode).toBe(201);
      issued = res.json();
      expect(issued.folio).toMatch(/^INPRO-\d{4}-\d{6}$/);
      expect(issued.codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(res.json()).toMatchObject({
        participante: 'María Fernanda Quispe Ñahui',
        dni: '45678912',
        curso: 'Diplomado en Arbitraje Comercial',
        horas: 120,
      });
      expect(issued.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    });

    it('refuses duplicates, participants without DNI/code, non-participants and unknown records', async () => {
      let res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: admin.auth,
        payload: { userId: maria.user.id, courseId },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ALREADY_CERTIFIED });
      res = await t.inject({ method: 'POST', url: '/api/certificates', headers: admin.auth, payload: { userId: nodni.user.id, courseId } });
      expect(res.json()).toEqual({ error: MISSING_IDENTITY });
      res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: admin.auth,
        payload: { userId: maria.user.id, courseId: (await makeCourse(t, teacher.user.id)).id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: NOT_A_PARTICIPANT });
      res = await t.inject({ method: 'POST', url: '/api/certificates', headers: admin.auth, payload: { userId: 999999, courseId } });
      expect(res.statusCode).toBe(404);
      res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: admin.auth,
        payload: { userId: maria.user.id, courseId: 999999 },
      });
      expect(res.statusCode).toBe(404);
      res = await t.inject({ method: 'POST', url: '/api/certificates', headers: admin.auth, payload: { userId: 'x', courseId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ID del usuario inválido.');
    });

    it('only ADMIN', async () => {
      let res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: teacher.auth,
        payload: { userId: maria.user.id, courseId },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: FORBIDDEN });
      res = await t.inject({ method: 'POST', url: '/api/certificates', headers: maria.auth, payload: { userId: maria.user.id, courseId } });
      expect(res.statusCode).toBe(403);
      res = await t.inject({ method: 'POST', url: '/api/certificates', payload: { userId: maria.user.id, courseId } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
      res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: { authorization: `Bearer ${t.expiredToken(admin.user)}` },
        payload: { userId: maria.user.id, courseId },
      });
      expect(res.statusCode).toBe(401);
      res = await t.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: { authorization: `Bearer ${forgedToken(String(admin.user.id))}` },
        payload: { userId: maria.user.id, courseId },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /certificates/verify', () => {
    it('finds the newest issued certificate by student code (any case) and DNI, and lists all', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/certificates/verify?code=a2026-0042&dni=45678912' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const [row] = await t.db.select().from(certificates).where(eq(certificates.id, issued.id));
      expect(body).toMatchObject({
        participante: 'María Fernanda Quispe Ñahui',
        dni: '45678912',
        folio: issued.folio,
        curso: 'Diplomado en Arbitraje Comercial',
        fecha: formatIssueDate(row.issuedAt),
        certificadoImg: `/api/certificates/${issued.folio}/certificado.pdf?code=${issued.codigo}`,
        constanciaImg: `/api/certificates/${issued.folio}/constancia.pdf?code=${issued.codigo}`,
      });
      expect(body.certificados.map((c: { folio: string; fecha: string }) => [c.folio, c.fecha])).toEqual([
        [issued.folio, formatIssueDate(row.issuedAt)],
        ['INPRO-2025-000001', '30/06/2025'],
      ]);
    });

    it.each([
      ['', REQUIRED],
      ['code=A2026-0042', REQUIRED],
      ['dni=45678912', REQUIRED],
      ['code=%20%20&dni=45678912', REQUIRED],
    ])('%s → 400', async (qs, message) => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/verify?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });

    it.each(['dni=4567891', 'dni=456789123', 'dni=4567891x'])('code=A2026-0042&%s → 400 with the DNI rule', async (qs) => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/verify?code=A2026-0042&${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DNI_INVALID);
    });

    it.each(['code=A2026-0042&dni=11111111', 'code=NOEXISTE&dni=45678912'])('%s → 404', async (qs) => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/verify?${qs}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: NOT_FOUND });
    });

    it('a huge code is refused before any lookup', async () => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/verify?code=${'x'.repeat(100)}&dni=1` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(NOT_FOUND);
    });
  });

  it('the lookups answer a name: never stored by a browser, a proxy or the public cache', async () => {
    const urls = [
      '/api/certificates/verify?code=A2026-0042&dni=45678912',
      `/api/certificates/public/${issued.codigo}`,
      '/api/certificates/verify?code=A2026-0042&dni=11111111',
      '/api/certificates/public/ZZZZ-ZZZZ-ZZZZ',
    ];
    for (const url of urls) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.inject({ method: 'GET', url });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-cache']).toBeUndefined();
      }
    }
  });

  describe('PDFs', () => {
    it('answers both PDFs with the links of the verify answer', async () => {
      for (const url of [issued.certificadoImg, issued.constanciaImg]) {
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      const res = await t.inject({ method: 'GET', url: issued.certificadoImg });
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="certificado-${issued.folio}.pdf"; filename*=UTF-8''certificado-${issued.folio}.pdf`,
      );
    });

    it('also with the DNI instead of the code', async () => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/${issued.folio}/constancia.pdf?dni=45678912` });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      (f: string) => `/api/certificates/${f}/certificado.pdf`,
      (f: string) => `/api/certificates/${f}/certificado.pdf?code=AAAA-BBBB-CCCC`,
      (f: string) => `/api/certificates/${f}/constancia.pdf?dni=11111111`,
      () => '/api/certificates/INPRO-2025-000002/certificado.pdf?code=ANUL-ADOX-CODE',
      () => '/api/certificates/INPRO-1999-999999/certificado.pdf?dni=45678912',
    ])('refuses without the right code or DNI (%#)', async (make) => {
      const res = await t.inject({ method: 'GET', url: make(issued.folio) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: NOT_FOUND });
    });
  });

  describe('GET /certificates/public/{code}', () => {
    it('verifies by public code with a masked DNI', async () => {
      const res = await t.inject({ method: 'GET', url: `/api/certificates/public/${issued.codigo.toLowerCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        participante: 'María Fernanda Quispe Ñahui',
        dni: '*****912',
        folio: issued.folio,
        curso: 'Diplomado en Arbitraje Comercial',
      });
    });
    it('finds the code typed without hyphens, with spaces, in lower case', async () => {
      const bare = issued.codigo.replace(/-/g, '');
      for (const typed of [bare, bare.toLowerCase(), `${bare.slice(0, 4)} ${bare.slice(4, 8)} ${bare.slice(8)}`]) {
        const res = await t.inject({ method: 'GET', url: `/api/certificates/public/${encodeURIComponent(typed)}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ folio: issued.folio, codigo: issued.codigo });
      }
      const pdf = await t.inject({ method: 'GET', url: `/api/certificates/${issued.folio}/certificado.pdf?code=${bare.toLowerCase()}` });
      expect(pdf.statusCode).toBe(200);
    });
    it('unknown or annulled → 404', async () => {
      for (const code of ['ZZZZ-ZZZZ-ZZZZ', 'ANUL-ADOX-CODE']) {
        const res = await t.inject({ method: 'GET', url: `/api/certificates/public/${code}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: NOT_FOUND });
      }
    });
  });
});
