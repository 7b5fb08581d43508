import { describeOnDb } from '../test/testApp';

const json = { 'content-type': 'application/json' };

describeOnDb('authentication comes before validation', (t) => {
  it('an anonymous caller gets 401, never the validation details', async () => {
    for (const req of [
      { method: 'POST' as const, url: '/api/admin/users', payload: { email: 'no-es-email' } },
      { method: 'POST' as const, url: '/api/courses', payload: { title: 1 } },
      { method: 'PUT' as const, url: '/api/courses/abc', payload: '{roto' },
      { method: 'GET' as const, url: '/api/admin/users?page=-1&size=9999' },
      { method: 'GET' as const, url: '/api/superadmin/audit-log?group=nada' },
    ]) {
      const res = await t.inject({ ...req, headers: json });
      expect({ url: req.url, status: res.statusCode }).toEqual({ url: req.url, status: 401 });
      expect(res.json().details).toBeUndefined();
    }
  });

  it('a signed-in caller without the role gets 403 before the body is looked at', async () => {
    const student = await t.user('ESTUDIANTE');
    for (const req of [
      { method: 'POST' as const, url: '/api/admin/users', payload: { email: 'no-es-email' } },
      { method: 'POST' as const, url: '/api/courses', payload: '{roto' },
      { method: 'GET' as const, url: '/api/superadmin/audit-log?group=nada' },
    ]) {
      const res = await t.inject({ ...req, headers: { ...json, ...student.auth } });
      expect({ url: req.url, status: res.statusCode }).toEqual({ url: req.url, status: 403 });
      expect(res.json().details).toBeUndefined();
    }
  });

  it('the right role still gets the Spanish validation message', async () => {
    const admin = await t.user('ADMIN');
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...json, ...admin.auth },
      payload: { email: 'no-es-email', fullName: 'X', passwordHash: 'Clave-Segura-1', role: 'ESTUDIANTE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[Ee]mail/);
  });
});
