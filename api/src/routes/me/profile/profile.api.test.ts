import { HONORIFIC_IN_NAME, HONORIFIC_TOO_LONG, LOGIN_REQUIRED, PASSWORDS_DO_NOT_MATCH, profileFormSchema } from '@inpro/shared-contracts';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { TEST_PASSWORD, describeOnDb } from '../../../test/testApp';

const put = (auth: { authorization: string }, payload: unknown) => ({
  method: 'PUT' as const,
  url: '/api/me/profile',
  headers: { ...auth, 'content-type': 'application/json' },
  payload: payload as Record<string, unknown>,
});

describeOnDb('profile', (t) => {
  it('GET /me/profile: the own profile; a full name alone is never split into names by its spaces', async () => {
    const { user, auth } = await t.user('ESTUDIANTE', { fullName: 'Ana María Quispe Rojas', phone: '987654321' });
    const res = await t.inject({ method: 'GET', url: '/api/me/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      role: 'ESTUDIANTE',
      firstName: '',
      lastName: '',
      honorific: '',
      fullName: 'Ana María Quispe Rojas',
      phone: '987654321',
      dni: null,
      studentCode: null,
      specialty: '',
      bio: '',
    });
  });

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/me/profile' })).json()).toEqual({ error: LOGIN_REQUIRED });
    const res = await t.inject({ method: 'PUT', url: '/api/me/profile', payload: { firstName: 'A', lastName: 'B' } });
    expect(res.statusCode).toBe(401);
  });

  it('PUT saves names and phone, keeps the e-mail, and GET /auth/me shows the new name', async () => {
    const { user, auth } = await t.user('ESTUDIANTE', { phone: '900000000' });
    const res = await t.inject(
      put(auth, { firstName: '  Lucía ', lastName: 'Huamán  Torres', phone: '+51 912 345 678', email: 'otro@x.pe' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toBeNull();
    expect(body.profile).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Huamán  Torres',
      fullName: 'Lucía Huamán Torres',
      email: user.email,
    });
    expect(body.profile.phone).toBe('+51 912 345 678');
    expect(body.user).toMatchObject({ fullName: 'Lucía Huamán Torres', email: user.email });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.json()).toMatchObject({ fullName: 'Lucía Huamán Torres', phone: '+51 912 345 678', email: user.email });
    const again = await t.inject({ method: 'GET', url: '/api/me/profile', headers: auth });
    expect(again.json()).toMatchObject({ firstName: 'Lucía', lastName: 'Huamán  Torres' });
    // A missing phone is kept; a blank one clears it.
    expect((await t.inject(put(auth, { firstName: 'Lucía', lastName: 'Huamán' }))).json().profile.phone).toBe('+51 912 345 678');
    expect((await t.inject(put(auth, { firstName: 'Lucía', lastName: 'Huamán', phone: '' }))).json().profile.phone).toBeNull();
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(entries.some((e) => e.action === 'UPDATE' && e.entity === 'user')).toBe(true);
  });

  it.each([
    [{ firstName: '', lastName: 'X' }, 'firstName', 'Nombre es requerido.'],
    [{ firstName: 'X', lastName: '   ' }, 'lastName', 'Apellido es requerido.'],
    [{ firstName: 'X', lastName: 'Y', phone: 'abc' }, 'phone', 'Teléfono inválido.'],
    [
      { firstName: 'X', lastName: 'Y', newPassword: 'NuevaClave9' },
      'currentPassword',
      'Ingresa tu contraseña actual para cambiar la contraseña.',
    ],
    [
      { firstName: 'X', lastName: 'Y', currentPassword: TEST_PASSWORD, newPassword: 'corta' },
      'newPassword',
      'La contraseña debe tener al menos 10 caracteres.',
    ],
    [{ firstName: 'X'.repeat(101), lastName: 'Y' }, 'firstName', 'Nombre: máximo 100 caracteres.'],
    [{ firstName: 'Dra. Lucía', lastName: 'Fernández' }, 'firstName', HONORIFIC_IN_NAME],
    [{ firstName: 'Lucía', lastName: 'Mg. Fernández' }, 'lastName', HONORIFIC_IN_NAME],
    [{ firstName: 'Lucía', lastName: 'Fernández', honorific: 'Doctora en Derecho y Ciencias' }, 'honorific', HONORIFIC_TOO_LONG],
  ])('400 with a Spanish message for %j and changes nothing', async (payload, field, message) => {
    const { auth } = await t.user('ESTUDIANTE', { fullName: 'Sin Cambios' });
    const res = await t.inject(put(auth, payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect((await t.inject({ method: 'GET', url: '/api/me/profile', headers: auth })).json().fullName).toBe('Sin Cambios');
  });

  it('stores given names and surnames as entered, the title apart; the shown name joins them; an admin change of the full name forgets them', async () => {
    const { user, auth } = await t.user('DOCENTE', { fullName: 'Dra. Lucía Fernández Paredes' });
    const saved = await t.inject(put(auth, { honorific: 'Dra.', firstName: 'Lucía', lastName: 'Fernández Paredes' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      honorific: 'Dra.',
      firstName: 'Lucía',
      lastName: 'Fernández Paredes',
      fullName: 'Dra. Lucía Fernández Paredes',
    });
    // Two given names stay two given names; a missing honorific keeps the stored one.
    const two = await t.inject(put(auth, { firstName: 'Lucía Elena', lastName: 'Fernández Paredes' }));
    expect(two.json().profile).toMatchObject({
      honorific: 'Dra.',
      firstName: 'Lucía Elena',
      fullName: 'Dra. Lucía Elena Fernández Paredes',
    });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json().fullName).toBe(
      'Dra. Lucía Elena Fernández Paredes',
    );

    const admin = await t.user('ADMIN');
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
      payload: { email: user.email, fullName: 'Lucía Fernández de Paredes', role: 'DOCENTE' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await t.inject({ method: 'GET', url: '/api/me/profile', headers: auth })).json();
    expect(after).toMatchObject({ fullName: 'Lucía Fernández de Paredes', firstName: '', lastName: '', honorific: '' });
  });

  it('changes the password only with the right current one; answers a fresh token', async () => {
    const { user, auth } = await t.user('ESTUDIANTE');
    const wrong = await t.inject(put(auth, { firstName: 'A', lastName: 'B', currentPassword: 'mala-clave', newPassword: 'NuevaClave9' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'La contraseña actual no es correcta.',
      details: { currentPassword: 'La contraseña actual no es correcta.' },
    });
    expect((await t.inject({ method: 'GET', url: '/api/me/profile', headers: auth })).json().firstName).not.toBe('A');
    const same = await t.inject(put(auth, { firstName: 'A', lastName: 'B', currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }));
    expect(same.json().error).toBe('La nueva contraseña debe ser distinta de la actual.');

    const ok = await t.inject(put(auth, { firstName: 'A', lastName: 'B', currentPassword: TEST_PASSWORD, newPassword: 'NuevaClave9' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    expect(ok.headers['set-cookie']).toBeDefined();
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${ok.json().token}` };
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: fresh })).json().fullName).toBe('A B');
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: user.email, password: 'NuevaClave9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('specialty and bio: saved for a teacher, refused for a student', async () => {
    const teacher = await t.user('DOCENTE');
    const res = await t.inject(put(teacher.auth, { firstName: 'Rosa', lastName: 'Paz', specialty: 'Derecho Penal', bio: 'Jueza.' }));
    expect(res.json().profile).toMatchObject({ specialty: 'Derecho Penal', bio: 'Jueza.', role: 'DOCENTE' });
    const kept = await t.inject(put(teacher.auth, { firstName: 'Rosa', lastName: 'Paz' }));
    expect(kept.json().profile.specialty).toBe('Derecho Penal');

    const student = await t.user('ESTUDIANTE');
    const refused = await t.inject(put(student.auth, { firstName: 'A', lastName: 'B', specialty: 'Penal' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Solo los docentes tienen especialidad y biografía.');
    expect((await t.inject(put(student.auth, { firstName: 'A', lastName: 'B', specialty: '', bio: null }))).statusCode).toBe(200);
  });

  it('a malformed body is a 400, never a 5xx', async () => {
    const { auth } = await t.user('ESTUDIANTE');
    const res = await t.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(res.statusCode).toBe(400);
    expect((await t.inject(put(auth, { firstName: 5, lastName: [] }))).statusCode).toBe(400);
  });
});

describe('profileFormSchema', () => {
  it('asks for the confirmation and the current password', () => {
    const r = profileFormSchema.safeParse({ firstName: 'A', lastName: 'B', newPassword: 'NuevaClave9', confirmPassword: 'otra' });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['confirmPassword', PASSWORDS_DO_NOT_MATCH],
        ['currentPassword', 'Ingresa tu contraseña actual para cambiar la contraseña.'],
      ]),
    );
    expect(
      profileFormSchema.safeParse({ firstName: 'A', lastName: 'B', newPassword: '', confirmPassword: '', currentPassword: '' }).success,
    ).toBe(true);
  });
});
