import { makeMultipart, makePdf } from '../domain/files/testFixtures';
import { enrol, makeCourse } from '../domain/materials/testData';
import { TEST_PASSWORD, describeOnDb, type TestUser } from '../test/testApp';

const NEW_PASSWORD = 'Otra-Clave-Segura-2026';

/** A password change, a reset and a deactivation end the signed file links, as unenrolment does. */
describeOnDb('signed file links end with the sessions', (t) => {
  let teacher: TestUser;
  let master: TestUser;
  let unitId: number;
  let courseId: number;

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    master = await t.user('SUPER_ADMIN');
    courseId = (await makeCourse(t, teacher.user.id)).id;
    const unit = await t.inject({
      method: 'POST',
      url: `/api/materials/courses/${courseId}/units`,
      headers: { ...teacher.auth, 'content-type': 'application/json' },
      payload: { title: 'Unidad con archivo', description: '' },
    });
    unitId = unit.json().id;
    const mp = makeMultipart({ name: 'Lectura', type: 'pdf' }, { name: 'lectura.pdf', data: makePdf() });
    const res = await t.inject({
      method: 'POST',
      url: `/api/materials/units/${unitId}/resources`,
      headers: { ...teacher.auth, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  async function enrolledStudent(): Promise<TestUser> {
    const s = await t.user('ESTUDIANTE');
    await enrol(t, s.user.id, courseId);
    return s;
  }
  async function linkFor(auth: Record<string, string>): Promise<string> {
    const res = await t.inject({ method: 'GET', url: `/api/materials/units/${unitId}/resources`, headers: auth });
    expect(res.statusCode).toBe(200);
    const url = res.json()[0].url as string;
    expect(url).toMatch(/sig=/);
    return `/api${url}`;
  }
  const open = async (link: string) => (await t.inject({ method: 'GET', url: link })).statusCode;

  it('POST /auth/change-password: the old link is refused, a new one works', async () => {
    const student = await enrolledStudent();
    const before = await linkFor(student.auth);
    expect(await open(before)).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: student.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await open(before)).toBe(401);
    const after = await linkFor({ authorization: `Bearer ${res.json().token}` });
    expect(after).not.toBe(before);
    expect(await open(after)).toBe(200);
  });

  it('PUT /me/profile with a new password: the old link is refused', async () => {
    const student = await enrolledStudent();
    const before = await linkFor(student.auth);
    const res = await t.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: student.auth,
      payload: { firstName: 'Ana', lastName: 'Alumna', currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await open(before)).toBe(401);
  });

  it('a reset by the administration: the old link is refused', async () => {
    const student = await enrolledStudent();
    const before = await linkFor(student.auth);
    const res = await t.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/reset-password`, headers: master.auth });
    expect(res.statusCode).toBe(200);
    expect(await open(before)).toBe(401);
  });

  it('a deactivation: the old link is refused', async () => {
    const student = await enrolledStudent();
    const before = await linkFor(student.auth);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${student.user.id}/status`,
      headers: master.auth,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await open(before)).toBe(401);
  });

  it('the teacher’s own link also ends with the teacher’s password change', async () => {
    const other = await t.user('DOCENTE');
    await makeCourse(t, other.user.id);
    const before = await linkFor(teacher.auth);
    expect(await open(before)).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: teacher.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await open(before)).toBe(401);
    teacher = { ...teacher, auth: { authorization: `Bearer ${res.json().token}` } };
  });
});
