import { existsSync } from 'node:fs';
import path from 'node:path';
import { COURSE_NOT_FOUND, FORBIDDEN, LOGIN_REQUIRED, SESSION_EXPIRED } from '@inpro/shared-contracts';
import { eq } from 'drizzle-orm';
import { INVALID_SESSION, PASSWORD_CHANGE_REQUIRED } from '../../auth/guards';
import { users } from '../../db/schema';
import { describeOnDb, forgedToken, type TestUser } from '../../test/testApp';
import { linkSecret, signedFileUrl } from '../../domain/files/signedUrl';
import { makeMultipart, makeOle, makeOoxml, makePdf } from '../../domain/files/testFixtures';
import { NOT_ENROLLED, NOT_YOUR_COURSE } from '../../domain/materials/access';
import { MULTIPART_INVALID } from '../../lib/multipart';
import { enrol, makeCourse } from '../../domain/materials/testData';

const MB = 1024 * 1024;
const json = (auth: { authorization: string }) => ({ ...auth, 'content-type': 'application/json' });

describeOnDb(
  'materials',
  (t) => {
    let admin: TestUser;
    let superadmin: TestUser;
    let teacher: TestUser;
    let otherTeacher: TestUser;
    let student: TestUser;
    let outsider: TestUser;
    let courseId: number;
    let otherCourseId: number;

    beforeAll(async () => {
      admin = await t.user('ADMIN');
      superadmin = await t.user('SUPERADMIN');
      teacher = await t.user('DOCENTE');
      otherTeacher = await t.user('DOCENTE');
      student = await t.user('ESTUDIANTE');
      outsider = await t.user('ESTUDIANTE');
      courseId = (await makeCourse(t, teacher.user.id)).id;
      otherCourseId = (await makeCourse(t, otherTeacher.user.id)).id;
      await enrol(t, student.user.id, courseId);
    });

    async function newUnit(title = 'Unidad 1', who = teacher, course = courseId) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/materials/courses/${course}/units`,
        headers: json(who.auth),
        payload: { title, description: 'Introducción' },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; title: string };
    }

    async function upload(unitId: number, who: TestUser, fields: Record<string, string>, file?: { name: string; data: Buffer }) {
      const mp = makeMultipart(fields, file);
      return t.inject({
        method: 'POST',
        url: `/api/materials/units/${unitId}/resources`,
        headers: { ...who.auth, ...mp.headers },
        payload: mp.payload,
      });
    }

    describe('ids', () => {
      it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('courseId %s → 400', async (id) => {
        const res = await t.inject({ method: 'GET', url: `/api/materials/courses/${id}/units`, headers: admin.auth });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('ID del curso inválido.');
      });
      it('unitId and resourceId', async () => {
        let res = await t.inject({ method: 'GET', url: '/api/materials/units/x/resources', headers: admin.auth });
        expect(res.json()).toMatchObject({ error: 'ID de la unidad inválido.' });
        res = await t.inject({ method: 'DELETE', url: '/api/materials/units/-4', headers: admin.auth });
        expect(res.json()).toMatchObject({ error: 'ID de la unidad inválido.' });
        res = await t.inject({ method: 'DELETE', url: '/api/materials/resources/NaN', headers: admin.auth });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'ID del recurso inválido.' });
      });
    });

    describe('upload limits', () => {
      it('answers the size limit and the accepted types to a signed-in user', async () => {
        const res = await t.inject({ method: 'GET', url: '/api/materials/upload-limits', headers: teacher.auth });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          maxBytes: MB,
          maxLabel: '1 MB',
          types: ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip'],
          accept: '.pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip',
          adminTypes: ['pdf', 'ppt', 'pptx'],
        });
        expect((await t.inject({ method: 'GET', url: '/api/materials/upload-limits' })).statusCode).toBe(401);
      });
    });

    describe('authentication', () => {
      it('anonymous → 401', async () => {
        const res = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units` });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
      });
      it('expired token → 401', async () => {
        const res = await t.inject({
          method: 'GET',
          url: `/api/materials/courses/${courseId}/units`,
          headers: { authorization: `Bearer ${t.expiredToken(student.user)}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: SESSION_EXPIRED });
      });
      it('forged token → 401', async () => {
        const res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: { authorization: `Bearer ${forgedToken(String(admin.user.id))}` },
          payload: { title: 'x' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: INVALID_SESSION });
      });
    });

    describe('units', () => {
      it('a teacher creates, lists and sees lessonsCount', async () => {
        const res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: json(teacher.auth),
          payload: { title: '  Teoría del acto jurídico  ', description: null },
        });
        expect(res.statusCode).toBe(201);
        const unit = res.json();
        expect(unit).toMatchObject({
          courseId,
          title: 'Teoría del acto jurídico',
          name: 'Teoría del acto jurídico',
          description: '',
          lessonsCount: 0,
        });
        await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unit.id}/resources`,
          headers: json(teacher.auth),
          payload: { name: 'Lectura', type: 'link', url: 'https://www.gob.pe/minjus' },
        });
        const list = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: teacher.auth });
        expect(list.statusCode).toBe(200);
        expect(list.json().find((u: { id: number }) => u.id === unit.id)).toMatchObject({ lessonsCount: 1 });
      });

      it('orders units by creation', async () => {
        const course = await makeCourse(t, teacher.user.id);
        await newUnit('Primera', teacher, course.id);
        await newUnit('Segunda', teacher, course.id);
        const list = (await t.inject({ method: 'GET', url: `/api/materials/courses/${course.id}/units`, headers: teacher.auth })).json();
        expect(list.map((u: { title: string }) => u.title)).toEqual(['Primera', 'Segunda']);
        expect(list.map((u: { orderIdx: number }) => u.orderIdx)).toEqual([0, 1]);
      });

      it.each([
        [{}, 'Escribe un título para la unidad.'],
        [{ title: '   ' }, 'Escribe un título para la unidad.'],
        [{ title: 42 }, 'Escribe un título para la unidad.'],
        [{ title: 'x'.repeat(201) }, 'Título de la unidad: máximo 200 caracteres.'],
        [{ title: 'Ok', description: 'x'.repeat(2001) }, 'Descripción: máximo 2000 caracteres.'],
      ])('validates %j', async (payload, message) => {
        const res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: json(teacher.auth),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(message);
      });

      it('malformed JSON and wrong content type change nothing', async () => {
        const before = (await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: admin.auth })).json()
          .length;
        let res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: json(teacher.auth),
          payload: '{"title": ',
        });
        expect(res.statusCode).toBe(400);
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: { ...teacher.auth, 'content-type': 'text/plain' },
          payload: 'title=x',
        });
        expect(res.statusCode).toBe(415);
        const after = (await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: admin.auth })).json()
          .length;
        expect(after).toBe(before);
      });

      it('admin and superadmin manage any course', async () => {
        await newUnit('De admin', admin, otherCourseId);
        await newUnit('De superadmin', superadmin, otherCourseId);
      });

      it('a teacher cannot read or change another teacher’s course', async () => {
        let res = await t.inject({ method: 'GET', url: `/api/materials/courses/${otherCourseId}/units`, headers: teacher.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: NOT_YOUR_COURSE });
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${otherCourseId}/units`,
          headers: json(teacher.auth),
          payload: { title: 'Intrusa' },
        });
        expect(res.statusCode).toBe(403);
        const unit = await newUnit('Ajena', otherTeacher, otherCourseId);
        res = await t.inject({ method: 'DELETE', url: `/api/materials/units/${unit.id}`, headers: teacher.auth });
        expect(res.statusCode).toBe(403);
        res = await t.inject({ method: 'GET', url: `/api/materials/units/${unit.id}/resources`, headers: teacher.auth });
        expect(res.statusCode).toBe(403);
      });

      it('an enrolled student reads but cannot change', async () => {
        const unit = await newUnit('Para alumnos');
        let res = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: student.auth });
        expect(res.statusCode).toBe(200);
        expect(res.json().some((u: { id: number }) => u.id === unit.id)).toBe(true);
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/courses/${courseId}/units`,
          headers: json(student.auth),
          payload: { title: 'No' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: FORBIDDEN });
        res = await t.inject({ method: 'DELETE', url: `/api/materials/units/${unit.id}`, headers: student.auth });
        expect(res.statusCode).toBe(403);
      });

      it('a student not enrolled cannot read', async () => {
        const unit = await newUnit('Privada');
        let res = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: outsider.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: NOT_ENROLLED });
        res = await t.inject({ method: 'GET', url: `/api/materials/units/${unit.id}/resources`, headers: outsider.auth });
        expect(res.statusCode).toBe(403);
      });

      it('missing records → 404', async () => {
        let res = await t.inject({ method: 'GET', url: '/api/materials/courses/999999/units', headers: admin.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: COURSE_NOT_FOUND });
        res = await t.inject({ method: 'DELETE', url: '/api/materials/units/999999', headers: admin.auth });
        expect(res.json()).toEqual({ error: 'No se encontró la unidad.' });
        res = await t.inject({ method: 'GET', url: '/api/materials/units/999999/resources', headers: teacher.auth });
        expect(res.statusCode).toBe(404);
        res = await t.inject({ method: 'DELETE', url: '/api/materials/resources/999999', headers: admin.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'No se encontró el recurso.' });
      });
    });

    describe('resources (JSON)', () => {
      let unitId: number;
      beforeAll(async () => {
        unitId = (await newUnit('Recursos JSON')).id;
      });

      it('adds a link, a normalised video and an exam', async () => {
        let res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(teacher.auth),
          payload: { name: 'Código Civil', type: 'link', url: 'https://spij.minjus.gob.pe' },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({
          unitId,
          title: 'Código Civil',
          name: 'Código Civil',
          type: 'link',
          url: 'https://spij.minjus.gob.pe',
          size: null,
          sizeLabel: '',
        });
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(admin.auth),
          payload: { title: 'Clase grabada', type: 'IFRAME', url: 'https://youtu.be/dQw4w9WgXcQ' },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ type: 'iframe', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', name: 'Clase grabada' });
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(admin.auth),
          payload: { title: 'Vimeo', type: 'iframe', url: 'https://vimeo.com/76979871' },
        });
        expect(res.json().url).toBe('https://player.vimeo.com/video/76979871');
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(teacher.auth),
          payload: { name: 'Examen parcial', type: 'exam', url: 'https://ignored.pe' },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ type: 'exam', url: null });
        const list = await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: student.auth });
        expect(list.statusCode).toBe(200);
        expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Código Civil', 'Clase grabada', 'Vimeo', 'Examen parcial']);
      });

      it.each([
        [{ type: 'link', url: 'https://a.pe' }, 'Escribe un título para el recurso.'],
        [{ name: '  ', type: 'link', url: 'https://a.pe' }, 'Escribe un título para el recurso.'],
        [{ name: 'Sin URL', type: 'link' }, 'Indica la URL del recurso.'],
        [{ name: 'Mala URL', type: 'link', url: 'javascript:alert(1)' }, 'URL inválida (usa http:// o https://).'],
        [{ name: 'Tipo', type: 'virus', url: 'https://a.pe' }, 'Tipo de recurso inválido.'],
        [[], 'Datos inválidos.'],
      ])('validates %j', async (payload, message) => {
        const res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(teacher.auth),
          payload: payload as object,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(message);
      });

      it('roles: student and other teacher cannot add', async () => {
        let res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(student.auth),
          payload: { name: 'x', type: 'link', url: 'https://a.pe' },
        });
        expect(res.statusCode).toBe(403);
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: json(otherTeacher.auth),
          payload: { name: 'x', type: 'link', url: 'https://a.pe' },
        });
        expect(res.statusCode).toBe(403);
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          payload: { name: 'x', type: 'link', url: 'https://a.pe' },
        });
        expect(res.statusCode).toBe(401);
      });
    });

    describe('resources (multipart) and files', () => {
      let unitId: number;
      beforeAll(async () => {
        unitId = (await newUnit('Archivos')).id;
      });

      it('the admin uploads a PDF (type FILE); an enrolled student downloads it', async () => {
        const pdf = makePdf('Silabo');
        const res = await upload(unitId, admin, { title: 'Sílabo', type: 'FILE' }, { name: 'Sílabo 2026.pdf', data: pdf });
        expect(res.statusCode).toBe(201);
        const r = res.json();
        expect(r).toMatchObject({ unitId, name: 'Sílabo', type: 'pdf', mime: 'application/pdf', size: pdf.length });
        expect(r.sizeLabel).toMatch(/B$/);
        expect(r.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
        expect(r.url.startsWith(`/files/units/${unitId}/${r.fileName}?`)).toBe(true);

        // With the student's bearer token.
        let file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${r.fileName}`, headers: student.auth });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toBe(`inline; filename="Silabo 2026.pdf"; filename*=UTF-8''S%C3%ADlabo%202026.pdf`);
        expect(file.rawPayload.equals(pdf)).toBe(true);

        // Through the signed link of the student's own resource list, with no header (new tab).
        const list = (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: student.auth })).json();
        const link = list.find((x: { id: number }) => x.id === r.id).url as string;
        file = await t.inject({ method: 'GET', url: `/api${link}&download=1` });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toMatch(/^attachment; /);

        // A link of a user who must change a reset password, or who was deactivated.
        await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, student.user.id));
        file = await t.inject({ method: 'GET', url: `/api${link}` });
        expect(file.statusCode).toBe(403);
        expect(file.json()).toEqual({ error: PASSWORD_CHANGE_REQUIRED });
        await t.db.update(users).set({ mustChangePassword: false, active: false }).where(eq(users.id, student.user.id));
        file = await t.inject({ method: 'GET', url: `/api${link}` });
        expect(file.statusCode).toBe(401);
        await t.db.update(users).set({ active: true }).where(eq(users.id, student.user.id));

        // A tampered link.
        file = await t.inject({ method: 'GET', url: `/api${link.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)}` });
        expect(file.statusCode).toBe(401);
        expect(file.json().error).toBe('El enlace de descarga expiró o no es válido. Vuelve a abrir la lista de recursos.');

        // Anonymous, bad token, not enrolled, unknown file.
        file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${r.fileName}` });
        expect(file.statusCode).toBe(401);
        file = await t.inject({
          method: 'GET',
          url: `/api/files/units/${unitId}/${r.fileName}`,
          headers: { authorization: `Bearer ${forgedToken()}` },
        });
        expect(file.statusCode).toBe(401);
        file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${r.fileName}`, headers: outsider.auth });
        expect(file.statusCode).toBe(403);
        file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${r.fileName}`, headers: otherTeacher.auth });
        expect(file.statusCode).toBe(403);
        file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/nada.pdf`, headers: admin.auth });
        expect(file.statusCode).toBe(404);
        expect(file.json()).toEqual({ error: 'No se encontró el archivo.' });
        file = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/..%2F..%2Fjwt-secret`, headers: admin.auth });
        expect(file.statusCode).toBe(400);
        expect(file.json().error).toBe('No se encontró el archivo.');
        file = await t.inject({ method: 'GET', url: `/api/files/units/0/${r.fileName}`, headers: admin.auth });
        expect(file.statusCode).toBe(400);
      });

      it('a link made for a student who is not enrolled does not open the file', async () => {
        const res = await upload(unitId, teacher, { name: 'Caso', type: 'pdf' }, { name: 'caso.pdf', data: makePdf() });
        const link = signedFileUrl(linkSecret(t.app.config.jwtSecret, 0), unitId, res.json().fileName, outsider.user.id);
        const file = await t.inject({ method: 'GET', url: `/api${link}` });
        expect(file.statusCode).toBe(403);
      });

      it('each type takes only its own kind of file (PDF a PDF, a video or a link none); the admin type FILE only pdf/ppt/pptx', async () => {
        const countRows = async () =>
          (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: teacher.auth })).json().length;
        const before = await countRows();
        let res = await upload(unitId, teacher, { name: 'Casos', type: 'pdf' }, { name: 'casos.docx', data: makeOoxml('docx') });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('El tipo PDF solo acepta archivos PDF.');
        res = await upload(unitId, teacher, { name: 'Clase 1', type: 'iframe' }, { name: 'clase.pdf', data: makePdf() });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('Un video se añade con su URL (YouTube o Vimeo), no con un archivo.');
        res = await upload(
          unitId,
          teacher,
          { name: 'Notas', type: 'link' },
          { name: 'notas.csv', data: Buffer.from('alumno,nota\nAna,18\n') },
        );
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('Un enlace se añade con su URL, no con un archivo.');
        res = await upload(unitId, teacher, { name: 'Planilla', type: 'exam' }, { name: 'planilla.xlsx', data: makeOoxml('xlsx') });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('El tipo Examen solo acepta archivos PDF, DOC, DOCX.');
        expect(await countRows()).toBe(before);

        res = await upload(unitId, teacher, { name: 'Casos', type: 'docx' }, { name: 'casos.docx', data: makeOoxml('docx') });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ type: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
        // No declared type (the teacher's upload screen): the content decides among every file type.
        res = await upload(unitId, teacher, { name: 'Notas' }, { name: 'notas.csv', data: Buffer.from('alumno,nota\nAna,18\n') });
        expect(res.json()).toMatchObject({ type: 'csv' });
        res = await upload(unitId, admin, { type: 'FILE' }, { name: 'Diapositivas.ppt', data: makeOle('ppt') });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ type: 'ppt', name: 'Diapositivas' });
        res = await upload(unitId, admin, { name: 'Clase', type: 'FILE' }, { name: 'clase.pptx', data: makeOoxml('pptx') });
        expect(res.json()).toMatchObject({ type: 'pptx' });
        res = await upload(unitId, teacher, { name: 'Examen final', type: 'exam' }, { name: 'examen.pdf', data: makePdf() });
        expect(res.json()).toMatchObject({ type: 'exam', mime: 'application/pdf' });

        res = await upload(unitId, admin, { name: 'Word', type: 'FILE' }, { name: 'a.docx', data: makeOoxml('docx') });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, PPT, PPTX.');
        res = await upload(
          unitId,
          teacher,
          { name: 'Falso', type: 'pdf' },
          { name: 'falso.pdf', data: Buffer.from('MZ\u0090\u0000binario') },
        );
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('El contenido del archivo no corresponde a un archivo PDF válido.');
        res = await upload(unitId, teacher, { name: 'Exe', type: 'pdf' }, { name: 'programa.exe', data: Buffer.from('MZ') });
        expect(res.statusCode).toBe(415);
      });

      it('over the size limit → 413 and nothing stored', async () => {
        const before = (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth })).json()
          .length;
        const big = Buffer.concat([makePdf(), Buffer.alloc(MB + 10, 0x20)]);
        const res = await upload(unitId, admin, { name: 'Grande', type: 'FILE' }, { name: 'grande.pdf', data: big });
        expect(res.statusCode).toBe(413);
        expect(res.json().error).toBe('El archivo supera el tamaño máximo permitido (1 MB).');
        const after = (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth })).json()
          .length;
        expect(after).toBe(before);
      });

      it('multipart without a file', async () => {
        let res = await upload(unitId, admin, { name: 'Nada', type: 'FILE' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Selecciona un archivo.');
        res = await upload(unitId, admin, { title: 'Video', type: 'IFRAME', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ type: 'iframe', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
        res = await upload(unitId, admin, { name: 'X', type: 'nope' }, { name: 'a.pdf', data: makePdf() });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Tipo de recurso inválido.');
      });

      it('a broken multipart body → 400, two files → 413, nothing stored', async () => {
        const before = (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth })).json()
          .length;
        const headers = { ...admin.auth, 'content-type': 'multipart/form-data; boundary=b' };
        let res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers,
          payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1 cortado',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(MULTIPART_INVALID);
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=zzz' },
          payload: 'basura',
        });
        expect(res.statusCode).toBe(400);
        const part = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\n\r\n%PDF-1.4\r\n`;
        res = await t.inject({
          method: 'POST',
          url: `/api/materials/units/${unitId}/resources`,
          headers,
          payload: `${part('a')}${part('b')}--b--\r\n`,
        });
        expect(res.statusCode).toBe(413);
        const after = (await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: admin.auth })).json()
          .length;
        expect(after).toBe(before);
      });

      it('a student or another teacher cannot upload', async () => {
        let res = await upload(unitId, student, { name: 'x', type: 'pdf' }, { name: 'x.pdf', data: makePdf() });
        expect(res.statusCode).toBe(403);
        res = await upload(unitId, otherTeacher, { name: 'x', type: 'pdf' }, { name: 'x.pdf', data: makePdf() });
        expect(res.statusCode).toBe(403);
      });

      it('deleting a resource removes its stored file', async () => {
        const r = (await upload(unitId, teacher, { name: 'Temporal', type: 'pdf' }, { name: 't.pdf', data: makePdf() })).json();
        const file = path.join(t.storageDir, 'units', String(unitId), r.fileName);
        expect(existsSync(file)).toBe(true);
        let res = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${r.id}`, headers: otherTeacher.auth });
        expect(res.statusCode).toBe(403);
        res = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${r.id}`, headers: student.auth });
        expect(res.statusCode).toBe(403);
        res = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${r.id}`, headers: teacher.auth });
        expect(res.statusCode).toBe(204);
        expect(existsSync(file)).toBe(false);
        res = await t.inject({ method: 'GET', url: `/api/files/units/${unitId}/${r.fileName}`, headers: admin.auth });
        expect(res.statusCode).toBe(404);
        res = await t.inject({ method: 'DELETE', url: `/api/materials/resources/${r.id}`, headers: teacher.auth });
        expect(res.statusCode).toBe(404);
      });

      it('deleting a unit removes its resources and files', async () => {
        const unit = await newUnit('Para borrar');
        const a = (await upload(unit.id, teacher, { name: 'A', type: 'pdf' }, { name: 'a.pdf', data: makePdf() })).json();
        const b = (await upload(unit.id, teacher, { name: 'B', type: 'txt' }, { name: 'b.txt', data: Buffer.from('hola') })).json();
        const files = [a, b].map((r) => path.join(t.storageDir, 'units', String(unit.id), r.fileName));
        expect(files.every((f) => existsSync(f))).toBe(true);
        const res = await t.inject({ method: 'DELETE', url: `/api/materials/units/${unit.id}`, headers: teacher.auth });
        expect(res.statusCode).toBe(204);
        expect(files.some((f) => existsSync(f))).toBe(false);
        const list = (await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: teacher.auth })).json();
        expect(list.some((u: { id: number }) => u.id === unit.id)).toBe(false);
        expect(
          (await t.inject({ method: 'GET', url: `/api/materials/units/${unit.id}/resources`, headers: teacher.auth })).statusCode,
        ).toBe(404);
      });
    });
  },
  { uploadMaxBytes: MB },
);
