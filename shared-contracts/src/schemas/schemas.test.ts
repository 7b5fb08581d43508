import {
  certificateOverrideSchema,
  certificateVerifyQuerySchema,
  contactSchema,
  courseInputSchema,
  coursesFilterQuerySchema,
  fieldErrors,
  normalizeVideoUrl,
  registerFormSchema,
  registerSchema,
  resourceCreateSchema,
  videoResourceFormSchema,
  unitCreateSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  unitIdParamsSchema,
  courseSchema,
} from './index';
import { normalizeCourse, toCatalogItem, visibleTeacher } from '../courseNormalize';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : fieldErrors(r.error!.issues);

describe('course input normaliser', () => {
  it('reports the seed messages for title, code and teacherId', () => {
    const e = errorsOf(courseInputSchema.safeParse({ title: '  ', code: '', teacherId: '' }));
    expect(e.title).toBe('Título es requerido.');
    expect(e.code).toBe('Código (Resolución) es requerido.');
    expect(e.teacherId).toBe('Debes indicar el ID del Docente (teacherId).');
    expect(errorsOf(courseInputSchema.safeParse({ title: 'a', code: 'b', teacherId: 'abc' })).teacherId).toBe(
      'Debes indicar el ID del Docente (teacherId).',
    );
  });

  it('applies defaults, clamps and parses times', () => {
    const r = courseInputSchema.parse({
      title: ' Derecho Penal ',
      code: 'R-1',
      teacherId: '3',
      rating: 7.26,
      price: '-4',
      hours: '',
      image: '',
      startDate: '',
      level: 'intermedio',
      schedule: [{ date: '2026-03-01', startTime: '9:05', endTime: '11:00:00', mode: '' }],
    });
    expect(r).toMatchObject({
      title: 'Derecho Penal',
      teacherId: 3,
      type: 'Curso',
      level: 'Intermedio',
      popularity: 'Media',
      rating: 5,
      price: 0,
      hours: 0,
      image: null,
      startDate: null,
      endDate: null,
    });
    expect(r.schedule![0]).toEqual({
      sessionDate: '2026-03-01',
      startTime: '09:05',
      endTime: '11:00',
      mode: 'Presencial',
      topic: '',
      orderIdx: 0,
    });
    expect(courseInputSchema.parse({ title: 'a', code: 'b', teacherId: 1, rating: 4.26, price: 10.555 })).toMatchObject({
      rating: 4.3,
      price: 10.56,
    });
  });

  it('rejects bad types, times and dates', () => {
    const e = errorsOf(
      courseInputSchema.safeParse({
        title: 'a',
        code: 'b',
        teacherId: 1,
        type: 'Taller',
        schedule: [{ startTime: '25:00' }],
        startDate: '2026-02-30',
      }),
    );
    expect(e.type).toMatch(/Tipo inválido/);
    expect(e['schedule.0.startTime']).toBe('Hora inválida (usa HH:MM).');
    expect(e.startDate).toBe('Fecha inválida (usa AAAA-MM-DD).');
  });
});

describe('other schemas', () => {
  it('user and registration messages', () => {
    const e = errorsOf(adminUserCreateSchema.safeParse({ email: '', fullName: '' }));
    expect(e.email).toBe('Email es requerido.');
    expect(e.fullName).toBe('Nombre es requerido.');
    expect(errorsOf(registerSchema.safeParse({ fullName: 'Ana', email: 'a@b.pe', password: 'short' })).password).toBe(
      'La contraseña debe tener al menos 10 caracteres.',
    );
    expect(adminUserUpdateSchema.parse({ email: 'A@B.PE', fullName: 'x', role: 'docente', passwordHash: '' })).toMatchObject({
      email: 'a@b.pe',
      role: 'DOCENTE',
      passwordHash: undefined,
    });
    const f = errorsOf(
      registerFormSchema.safeParse({ name: 'a', surname: 'b', email: 'a@b.pe', password: '12345678', confirmPassword: 'x', terms: false }),
    );
    expect(f.terms).toBe('Debes aceptar los términos y condiciones.');
    expect(f.confirmPassword).toBe('Las contraseñas no coinciden.');
  });

  it('a user update keeps what it leaves out, clears what it empties and refuses unknown fields', () => {
    expect(adminUserUpdateSchema.parse({ email: 'a@b.pe', fullName: 'Ana', phone: '999 888 777', role: 'ESTUDIANTE' })).toEqual({
      email: 'a@b.pe',
      fullName: 'Ana',
      phone: '999 888 777',
      role: 'ESTUDIANTE',
    });
    expect(adminUserUpdateSchema.parse({ dni: null, studentCode: '', phone: ' ' })).toEqual({ dni: null, studentCode: null, phone: null });
    expect(errorsOf(adminUserUpdateSchema.safeParse({ fullName: 'Ana', password: 'x', newPassword: 'y' }))._).toBe(
      'Campos no admitidos: password, newPassword.',
    );
    expect(errorsOf(adminUserUpdateSchema.safeParse({ role: '' })).role).toBe('Rol inválido (ADMIN, DOCENTE o ESTUDIANTE).');
    expect(errorsOf(adminUserUpdateSchema.safeParse({ fullName: ' ', email: '' }))).toMatchObject({
      fullName: 'Nombre es requerido.',
      email: 'Email es requerido.',
    });
  });

  it('materials messages and video URLs', () => {
    expect(errorsOf(unitCreateSchema.safeParse({ title: ' ' })).title).toBe('Escribe un título para la unidad.');
    expect(errorsOf(resourceCreateSchema.safeParse({ name: '', type: 'link', url: 'https://x.pe' })).name).toBe(
      'Escribe un título para el recurso.',
    );
    expect(resourceCreateSchema.parse({ title: 'Clase', type: 'IFRAME', url: 'https://youtu.be/abcdefghijk' })).toEqual({
      name: 'Clase',
      type: 'iframe',
      url: 'https://www.youtube.com/embed/abcdefghijk',
    });
    expect(normalizeVideoUrl('https://www.youtube.com/watch?v=abcdefghijk&t=3')).toBe('https://www.youtube.com/embed/abcdefghijk');
    expect(normalizeVideoUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456');
    expect(normalizeVideoUrl('https://example.com/v')).toBe('https://example.com/v');
    expect(videoResourceFormSchema.parse({ title: ' ', url: 'https://youtu.be/abcdefghijk' })).toEqual({
      name: 'Video',
      type: 'iframe',
      url: 'https://www.youtube.com/embed/abcdefghijk',
    });
    expect(errorsOf(videoResourceFormSchema.safeParse({ title: 'Clase 1', url: 'ftp://x' })).url).toBe(
      'URL inválida (usa http:// o https://).',
    );
    expect(errorsOf(unitIdParamsSchema.safeParse({ unitId: '-1' })).unitId).toBe('ID de la unidad inválido.');
  });

  it('certificates, contact and catalogue query', () => {
    expect(errorsOf(certificateVerifyQuerySchema.safeParse({ code: 'A1' })).dni).toBe('Ingresa el código de alumno y el DNI.');
    for (const dni of ['4567891', '456789123', '4567891a'])
      expect(errorsOf(certificateVerifyQuerySchema.safeParse({ code: 'A1', dni })).dni).toBe('DNI inválido (8 dígitos).');
    expect(certificateVerifyQuerySchema.parse({ code: ' A1 ', dni: ' 4567 8912 ' })).toEqual({ code: 'A1', dni: '45678912' });
    expect(errorsOf(certificateOverrideSchema.safeParse({})).overrideReason).toBe(
      'Escribe el motivo de la excepción (al menos 10 caracteres).',
    );
    expect(errorsOf(certificateOverrideSchema.safeParse({ overrideReason: '  corto   ' })).overrideReason).toMatch(/al menos 10/);
    expect(certificateOverrideSchema.parse({ overrideReason: '  Caso aprobado por dirección ' })).toEqual({
      overrideReason: 'Caso aprobado por dirección',
    });
    const c = errorsOf(contactSchema.safeParse({ name: 'a', email: 'a@b.pe', subject: 'Otro', message: 'x', privacy: false }));
    expect(c.subject).toMatch(/Selecciona un asunto/);
    expect(c.privacy).toBe('Debes aceptar la política de privacidad.');
    expect(coursesFilterQuerySchema.parse({ level: 'basico', sort: '', page: '2' })).toMatchObject({
      level: 'Básico',
      sort: 'popular',
      page: 2,
      size: 12,
    });
    expect(coursesFilterQuerySchema.parse({ level: 'Todos' }).level).toBeUndefined();
    expect(coursesFilterQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
    expect(coursesFilterQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });

  it("names the visible teacher: the admin's short text, else the first listed teacher", () => {
    expect(visibleTeacher({ teacherVisible: ' Dra. Paz ', teachers: [{ name: 'Otro', bio: '' }] })).toBe('Dra. Paz');
    expect(visibleTeacher({ teacherVisible: '', teachers: [{ name: 'Mg. Ríos', bio: '' }] })).toBe('Mg. Ríos');
    expect(visibleTeacher({ teacherVisible: '', teachers: [] })).toBe('');
  });

  it('normalises loose course objects', () => {
    const n = normalizeCourse({
      id: 1,
      name: 'X',
      category: 'Penal',
      rating: 9,
      price: -1,
      schedule: [{ date: '2026-01-02', startTime: '8:00' }],
    });
    expect(n).toMatchObject({ title: 'X', area: 'Penal', rating: 5, price: 0, type: 'Curso', level: 'Básico', popularity: 'Media' });
    expect(n.schedule[0]).toMatchObject({ sessionDate: '2026-01-02', startTime: '08:00', mode: 'Presencial' });
    // Read with the seed's tolerance, answered in the one shape: no alias fields.
    expect(n).not.toHaveProperty('name');
    expect(n).not.toHaveProperty('category');
    expect(n).not.toHaveProperty('teacher');
    expect(n.schedule[0]).not.toHaveProperty('date');
    expect(courseSchema.strict().safeParse(n).success).toBe(true);
    expect(toCatalogItem({ id: 2, title: 'Y', teacher: 'T', thumbnail: 'i.png' })).toMatchObject({ teacher: 'T', image: 'i.png' });
  });
});
