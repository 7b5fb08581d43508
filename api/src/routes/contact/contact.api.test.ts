import { FORBIDDEN, LOGIN_REQUIRED } from '@inpro/shared-contracts';
import { INVALID_SESSION } from '../../auth/guards';
import { describeOnDb, forgedToken, type TestUser } from '../../test/testApp';

const valid = {
  name: 'Carla Mendoza',
  email: 'Carla@Example.pe',
  phone: '',
  subject: 'Certificados',
  message: '¿Cuándo estará listo mi certificado del diplomado?',
  privacy: true,
};

let ip = 0;
/** A different client address per call, so the per-address limit only counts where a test wants it. */
const from = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

describeOnDb('contact', (t) => {
  let admin: TestUser;
  let superadmin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    superadmin = await t.user('SUPERADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
  });

  it('stores a message and the staff reads it, newest first', async () => {
    let res = await t.inject({ method: 'POST', url: '/api/contact', remoteAddress: from(), payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Mensaje enviado. Te responderemos pronto.' });
    res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: from(),
      payload: { ...valid, subject: 'Soporte técnico', phone: '+51 987 654 321', message: 'No puedo entrar al aula.' },
    });
    expect(res.statusCode).toBe(201);
    res = await t.inject({ method: 'GET', url: '/api/contact', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 2, totalPages: 1 });
    expect(page.content[0]).toMatchObject({ subject: 'Soporte técnico', phone: '+51 987 654 321', email: 'carla@example.pe' });
    expect(page.content[1]).toMatchObject({ name: 'Carla Mendoza', subject: 'Certificados', phone: null });
    res = await t.inject({ method: 'GET', url: '/api/contact?page=1&size=1', headers: superadmin.auth });
    expect(res.json()).toMatchObject({ page: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(res.json().content[0].subject).toBe('Certificados');
  });

  it.each([
    [{ name: '' }, 'Nombre es requerido.'],
    [{ name: undefined }, 'Nombre es requerido.'],
    [{ email: '' }, 'Email es requerido.'],
    [{ email: 'carla' }, 'Email inválido.'],
    [{ phone: 'abc' }, 'Teléfono inválido.'],
    [{ subject: 'Otro' }, 'Selecciona un asunto (Inscripciones, Soporte técnico o Certificados).'],
    [{ subject: undefined }, 'Selecciona un asunto (Inscripciones, Soporte técnico o Certificados).'],
    [{ message: '  ' }, 'Escribe tu mensaje.'],
    [{ message: 'x'.repeat(5001) }, 'Mensaje: máximo 5000 caracteres.'],
    [{ privacy: false }, 'Debes aceptar la política de privacidad.'],
    [{ privacy: 'true' }, 'Debes aceptar la política de privacidad.'],
    [{ privacy: undefined }, 'Debes aceptar la política de privacidad.'],
  ])('validates %j and stores nothing', async (patch, message) => {
    const before = (await t.inject({ method: 'GET', url: '/api/contact', headers: admin.auth })).json().totalElements;
    const res = await t.inject({ method: 'POST', url: '/api/contact', remoteAddress: from(), payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const after = (await t.inject({ method: 'GET', url: '/api/contact', headers: admin.auth })).json().totalElements;
    expect(after).toBe(before);
  });

  it('wrong content type → 415, malformed JSON → 400', async () => {
    let res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: from(),
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(415);
    res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: from(),
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits messages per address (429 in Spanish)', async () => {
    const addr = from();
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.inject({ method: 'POST', url: '/api/contact', remoteAddress: addr, payload: { ...valid, message: `Mensaje ${i}` } });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    expect(last!.json()).toEqual({ error: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.' });
  });

  it('the inbox is for ADMIN and SUPERADMIN only', async () => {
    for (const who of [teacher, student]) {
      const res = await t.inject({ method: 'GET', url: '/api/contact', headers: who.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: FORBIDDEN });
    }
    let res = await t.inject({ method: 'GET', url: '/api/contact' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
    res = await t.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { authorization: `Bearer ${forgedToken(String(admin.user.id))}` },
    });
    expect(res.json()).toEqual({ error: INVALID_SESSION });
    res = await t.inject({ method: 'GET', url: '/api/contact', headers: { authorization: `Bearer ${t.expiredToken(admin.user)}` } });
    expect(res.statusCode).toBe(401);
    res = await t.inject({ method: 'GET', url: '/api/contact?page=-1', headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Página inválida.');
  });
});
