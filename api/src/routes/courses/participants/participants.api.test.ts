import { COURSE_NOT_FOUND, FORBIDDEN, LOGIN_REQUIRED, SESSION_EXPIRED } from '@inpro/shared-contracts';
import { INVALID_SESSION } from '../../../auth/guards';
import { describeOnDb, forgedToken, type TestUser } from '../../../test/testApp';
import { enrol, makeCourse } from '../../../domain/materials/testData';
import { NOT_A_PARTICIPANT } from '../../../domain/enrolments/removeParticipant';

describeOnDb('enrolments', (t) => {
  let admin: TestUser;
  let superadmin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let ana: TestUser;
  let beto: TestUser;
  let courseId: number;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    superadmin = await t.user('SUPER_ADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
    ana = await t.user('ESTUDIANTE', { fullName: 'Ana Quispe', dni: '45678912' });
    beto = await t.user('ESTUDIANTE', { fullName: 'Beto Huamán' });
    courseId = (await makeCourse(t, teacher.user.id)).id;
  });

  const url = (id: number | string = courseId) => `/api/courses/${id}/participants`;

  it('adds participants idempotently and lists them', async () => {
    let res = await t.inject({
      method: 'POST',
      url: url(),
      headers: admin.auth,
      payload: { userIds: [beto.user.id, ana.user.id, ana.user.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(2);
    expect(res.json().participants.map((p: { fullName: string }) => p.fullName)).toEqual(['Ana Quispe', 'Beto Huamán']);
    res = await t.inject({ method: 'POST', url: url(), headers: superadmin.auth, payload: { userIds: [ana.user.id, '' + beto.user.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(0);
    res = await t.inject({ method: 'GET', url: url(), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: ana.user.id,
      fullName: 'Ana Quispe',
      name: 'Ana Quispe',
      email: ana.user.email,
      dni: '45678912',
      role: 'ESTUDIANTE',
    });
    expect(typeof list[0].enrolledAt).toBe('string');
  });

  it('an enrolment gives the student the course materials', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: ana.auth });
    expect(res.statusCode).toBe(200);
  });

  it('removes a participant; a second removal is 404', async () => {
    await enrol(t, student.user.id, courseId);
    let res = await t.inject({ method: 'DELETE', url: `${url()}/${student.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    res = await t.inject({ method: 'DELETE', url: `${url()}/${student.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NOT_A_PARTICIPANT });
    res = await t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: student.auth });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{}, 'Indica los usuarios a inscribir (userIds).'],
    [{ userIds: [] }, 'Indica al menos un usuario (userIds).'],
    [{ userIds: 'x' }, 'Indica los usuarios a inscribir (userIds).'],
    [{ userIds: [-1] }, 'userIds: cada ID debe ser un número positivo.'],
    [{ userIds: [1.5] }, 'userIds: cada ID debe ser un número positivo.'],
    [{ userIds: ['abc'] }, 'userIds: cada ID debe ser un número positivo.'],
  ])('validates %j', async (payload, message) => {
    const res = await t.inject({ method: 'POST', url: url(), headers: admin.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('unknown users fail the whole call and write nothing', async () => {
    const res = await t.inject({ method: 'POST', url: url(), headers: admin.auth, payload: { userIds: [student.user.id, 999999] } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Usuario no encontrado.', details: { userIds: 'No existen: 999999.' } });
    const list = (await t.inject({ method: 'GET', url: url(), headers: admin.auth })).json();
    expect(list.some((p: { id: number }) => p.id === student.user.id)).toBe(false);
  });

  it('bad ids and missing course', async () => {
    let res = await t.inject({ method: 'GET', url: url('abc'), headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ID de curso inválido.');
    res = await t.inject({ method: 'DELETE', url: `${url()}/0`, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ID del usuario inválido.');
    res = await t.inject({ method: 'GET', url: url(999999), headers: admin.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: COURSE_NOT_FOUND });
    res = await t.inject({ method: 'POST', url: url(999999), headers: admin.auth, payload: { userIds: [ana.user.id] } });
    expect(res.statusCode).toBe(404);
    res = await t.inject({ method: 'DELETE', url: `${url(999999)}/${ana.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(404);
  });

  it('only ADMIN and SUPER_ADMIN', async () => {
    for (const who of [teacher, student]) {
      for (const [method, u] of [
        ['GET', url()],
        ['POST', url()],
        ['DELETE', `${url()}/${ana.user.id}`],
      ] as const) {
        const res = await t.inject({
          method,
          url: u,
          headers: who.auth,
          payload: method === 'POST' ? { userIds: [who.user.id] } : undefined,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: FORBIDDEN });
      }
    }
    let res = await t.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
    res = await t.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${t.expiredToken(admin.user)}` } });
    expect(res.json()).toEqual({ error: SESSION_EXPIRED });
    res = await t.inject({
      method: 'POST',
      url: url(),
      headers: { authorization: `Bearer ${forgedToken(String(admin.user.id))}` },
      payload: { userIds: [student.user.id] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: INVALID_SESSION });
  });
});
