import { eq } from 'drizzle-orm';
import { ADMIN_COURSES_PAGE_SIZE, COURSE_HAS_RECORDS } from '@inpro/shared-contracts';
import { auditLog, courseSessions, enrolments, resources, units } from '../../db/schema';
import { describeEachDb, forgedToken, type TestUser } from '../../test/testApp';

const send = (payload: unknown, auth: Record<string, string> = {}) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

/** Course codes are unique: each course of these tests gets its own. */
let codeSeq = 0;
const baseCourse = (teacherId: number, over: Record<string, unknown> = {}) => ({
  title: 'Derecho Constitucional Peruano',
  code: `RD-${String((codeSeq += 1)).padStart(3, '0')}-2026`,
  teacherId,
  type: 'Diplomado',
  area: 'Derecho Constitucional',
  level: 'Intermedio',
  description: 'Control constitucional y procesos constitucionales.',
  hours: 120,
  price: 850,
  rating: 4.6,
  published: true,
  teacherVisible: 'Dra. Fernández',
  syllabus: ['Tema 1', ' ', 'Tema 2'],
  requirements: ['Bachiller en Derecho'],
  teachers: [{ name: 'Dra. Fernández', bio: 'Constitucionalista' }],
  startDate: '2027-03-01',
  endDate: '2027-06-30',
  schedule: [
    { sessionDate: '2027-03-02', startTime: '19:00', endTime: '21:00', mode: 'Virtual', topic: 'Inicio' },
    { date: '2027-03-09', startTime: '9:00', endTime: '11:30' },
  ],
  ...over,
});

describeEachDb('courses', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    otherTeacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
  });

  async function create(over: Record<string, unknown> = {}, who: TestUser = admin) {
    const res = await t.inject({ method: 'POST', url: '/api/courses', ...send(baseCourse(teacher.user.id, over), who.auth) });
    if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
    return res.json();
  }

  it('creates a course with the normaliser rules and schedule sessions in their table', async () => {
    const c = await create({ rating: 9, price: -5, image: '', level: '', type: '', popularity: '' });
    expect(c).toMatchObject({
      title: 'Derecho Constitucional Peruano',
      type: 'Curso',
      level: 'Básico',
      popularity: 'Media',
      rating: 5,
      price: 0,
      image: null,
      students: 0,
      syllabus: ['Tema 1', 'Tema 2'],
      slug: 'derecho-constitucional-peruano',
      startDate: '2027-03-01',
    });
    expect(c.schedule).toEqual([
      expect.objectContaining({
        sessionDate: '2027-03-02',
        startTime: '19:00',
        endTime: '21:00',
        mode: 'Virtual',
        topic: 'Inicio',
        orderIdx: 0,
      }),
      expect.objectContaining({
        sessionDate: '2027-03-09',
        startTime: '09:00',
        endTime: '11:30',
        mode: 'Presencial',
        orderIdx: 1,
      }),
    ]);
    const rows = await t.db.select().from(courseSessions).where(eq(courseSessions.courseId, c.id));
    expect(rows).toHaveLength(2);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(c.id)));
    expect(audit.some((a) => a.action === 'CREATE' && a.entity === 'course' && a.actorId === admin.user.id)).toBe(true);
  });

  it('answers each validation message of the course form', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/courses', ...send({ title: '', code: ' ', teacherId: '' }, admin.auth) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      title: 'Título es requerido.',
      code: 'Código (Resolución) es requerido.',
      teacherId: 'Debes indicar el ID del Docente (teacherId).',
    });
    const nonNumeric = await t.inject({
      method: 'POST',
      url: '/api/courses',
      ...send(baseCourse(teacher.user.id, { teacherId: 'abc' }), admin.auth),
    });
    expect(nonNumeric.json().error).toBe('Debes indicar el ID del Docente (teacherId).');
    const student404 = await t.inject({ method: 'POST', url: '/api/courses', ...send(baseCourse(student.user.id), admin.auth) });
    expect(student404.statusCode).toBe(400);
    expect(student404.json().details.teacherId).toMatch(/no existe o no es docente/);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/courses',
      ...send(
        baseCourse(teacher.user.id, {
          type: 'Taller',
          hours: -1,
          price: 'caro',
          startDate: '31/12/2026',
          schedule: [{ startTime: '25:99' }],
          title: 'x'.repeat(5000),
        }),
        admin.auth,
      ),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      type: 'Tipo inválido (Curso, Especialidad, Diplomado o Programa).',
      hours: 'Horas debe ser 0 o más.',
      price: 'Precio debe ser un número.',
      startDate: 'Fecha inválida (usa AAAA-MM-DD).',
      'schedule.0.startTime': 'Hora inválida (usa HH:MM).',
      title: 'Título: máximo 200 caracteres.',
    });
    const notObject = await t.inject({ method: 'POST', url: '/api/courses', ...send('hola', admin.auth) });
    expect(notObject.statusCode).toBe(400);
  });

  it('keeps the schedule when a PUT does not send one, and empties it only when asked (null or [])', async () => {
    const c = await create({ title: 'Curso con horario' });
    expect(c.schedule).toHaveLength(2);
    const { schedule: _omitted, ...withoutSchedule } = baseCourse(teacher.user.id, { title: 'Curso con horario editado' });
    const put = await t.inject({ method: 'PUT', url: `/api/courses/${c.id}`, ...send(withoutSchedule, admin.auth) });
    expect(put.statusCode).toBe(200);
    expect(put.json().title).toBe('Curso con horario editado');
    expect(put.json().schedule.map((s: { id: number }) => s.id)).toEqual(c.schedule.map((s: { id: number }) => s.id));
    const cleared = await t.inject({
      method: 'PUT',
      url: `/api/courses/${c.id}`,
      ...send({ ...withoutSchedule, schedule: null }, admin.auth),
    });
    expect(cleared.json().schedule).toEqual([]);
    const bare = await t.inject({
      method: 'POST',
      url: '/api/courses',
      ...send({ title: 'Solo lo obligatorio', code: 'MIN-001', teacherId: teacher.user.id }, admin.auth),
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ type: 'Curso', level: 'Básico', popularity: 'Media', price: 0, schedule: [], published: false });
  });

  it('updates, replaces the schedule and deletes with 204 (units and files go too); with enrolments it must be archived', async () => {
    const c = await create({ title: 'Curso para editar' });
    const put = await t.inject({
      method: 'PUT',
      url: `/api/courses/${c.id}`,
      ...send(
        baseCourse(otherTeacher.user.id, {
          title: 'Curso editado',
          schedule: [{ sessionDate: '2027-04-01', startTime: '18:00', endTime: '20:00', mode: 'Mixto' }],
        }),
        admin.auth,
      ),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Curso editado', teacherId: otherTeacher.user.id, slug: 'curso-editado' });
    expect(put.json().schedule).toHaveLength(1);

    const [unit] = await t.db.insert(units).values({ courseId: c.id, title: 'U1' }).returning();
    const stored = await t.app.storage.putNew(`units/${unit.id}`, '.pdf', Buffer.from('%PDF-1.4 test'));
    await t.db.insert(resources).values({ unitId: unit.id, title: 'R', type: 'pdf', storageKey: stored.key, fileName: 'a.pdf' });
    await t.db.insert(enrolments).values({ userId: student.user.id, courseId: c.id });
    const refused = await t.inject({ method: 'DELETE', url: `/api/courses/${c.id}`, headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(COURSE_HAS_RECORDS);
    expect(await t.app.storage.exists(stored.key)).toBe(true);
    await t.db.delete(enrolments).where(eq(enrolments.courseId, c.id));

    const del = await t.inject({ method: 'DELETE', url: `/api/courses/${c.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(await t.app.storage.exists(stored.key)).toBe(false);
    expect(await t.db.select().from(units).where(eq(units.courseId, c.id))).toHaveLength(0);
    const again = await t.inject({ method: 'DELETE', url: `/api/courses/${c.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No se encontró el curso.');
    const putMissing = await t.inject({ method: 'PUT', url: `/api/courses/${c.id}`, ...send(baseCourse(teacher.user.id), admin.auth) });
    expect(putMissing.statusCode).toBe(404);
  });

  it('enforces roles on writes and admin reads', async () => {
    const c = await create({ title: 'Curso protegido' });
    const cases: [string, string, unknown?][] = [
      ['POST', '/api/courses', baseCourse(teacher.user.id)],
      ['PUT', `/api/courses/${c.id}`, baseCourse(teacher.user.id)],
      ['DELETE', `/api/courses/${c.id}`],
      ['GET', '/api/admin/courses'],
      ['GET', `/api/admin/courses/${c.id}`],
    ];
    for (const [method, url, payload] of cases) {
      const opts = (auth: Record<string, string>) =>
        payload === undefined ? { method: method as 'GET', url, headers: auth } : { method: method as 'POST', url, ...send(payload, auth) };
      expect((await t.inject(opts({}))).statusCode).toBe(401);
      expect((await t.inject(opts({ authorization: `Bearer ${t.expiredToken(admin.user)}` }))).statusCode).toBe(401);
      expect((await t.inject(opts({ authorization: `Bearer ${forgedToken(String(admin.user.id))}` }))).statusCode).toBe(401);
      expect((await t.inject(opts(teacher.auth))).statusCode).toBe(403);
      expect((await t.inject(opts(student.auth))).statusCode).toBe(403);
    }
    const superAdmin = await t.user('SUPER_ADMIN');
    expect((await t.inject({ method: 'GET', url: `/api/admin/courses/${c.id}`, headers: superAdmin.auth })).statusCode).toBe(200);
  });

  it('shows drafts only to administrators and the assigned teacher', async () => {
    const draft = await create({ title: 'Borrador secreto', published: false });
    expect((await t.inject({ method: 'GET', url: `/api/courses/${draft.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/courses/${draft.id}`, headers: student.auth })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/courses/${draft.id}`, headers: otherTeacher.auth })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/courses/${draft.id}`, headers: teacher.auth })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/courses/${draft.id}`, headers: admin.auth })).statusCode).toBe(200);
    // A bad token on a public route is just anonymous.
    expect(
      (await t.inject({ method: 'GET', url: `/api/courses/${draft.id}`, headers: { authorization: 'Bearer basura' } })).statusCode,
    ).toBe(404);
    const list = await t.inject({ method: 'GET', url: '/api/courses' });
    expect(list.json().some((x: { id: number }) => x.id === draft.id)).toBe(false);
    const adminList = await t.inject({ method: 'GET', url: '/api/admin/courses', headers: admin.auth });
    expect(adminList.json().some((x: { id: number }) => x.id === draft.id)).toBe(true);
    const onlyPublished = await t.inject({ method: 'GET', url: '/api/admin/courses?published=true', headers: admin.auth });
    expect(onlyPublished.json().some((x: { id: number }) => x.id === draft.id)).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/courses/abc' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/courses/0' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/courses/999999' })).statusCode).toBe(404);
  });

  it('pages the administrator list on the server with q and published; bad paging is refused in Spanish', async () => {
    const draft = await create({ title: 'Derecho Registral Paginado', published: false });
    const published = await create({ title: 'Derecho Registral Publicado' });
    const get = (qs: string) => t.inject({ method: 'GET', url: `/api/admin/courses?${qs}`, headers: admin.auth });
    const first = await get('q=registral&page=0&size=1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect(body.content).toHaveLength(1);
    const second = (await get('q=registral&page=1&size=1')).json();
    expect([body.content[0].id, second.content[0].id].sort()).toEqual([draft.id, published.id].sort());
    const onlyPublished = (await get('q=registral&published=true&page=0')).json();
    expect(onlyPublished.content.map((c: { id: number }) => c.id)).toEqual([published.id]);
    expect(onlyPublished.size).toBe(ADMIN_COURSES_PAGE_SIZE);
    // Without page the answer stays the whole list (the course pickers).
    expect(Array.isArray((await get('q=registral')).json())).toBe(true);
    for (const bad of ['page=-1', 'page=uno', 'page=0&size=0', 'page=0&size=101']) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/(Página|Tamaño de página) inválid[oa]/);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/courses?page=0', headers: student.auth })).statusCode).toBe(403);
  });

  it('lists the teacher courses (own only; admin sees all) with q and paging', async () => {
    const mine = await create({ title: 'Litigación Oral Avanzada', published: false });
    await create({ title: 'Curso de otro docente' }).then((c) =>
      t.inject({
        method: 'PUT',
        url: `/api/courses/${c.id}`,
        ...send(baseCourse(otherTeacher.user.id, { title: 'Curso de otro docente' }), admin.auth),
      }),
    );
    const res = await t.inject({ method: 'GET', url: '/api/teacher/courses?q=litigacion&page=0&size=50', headers: teacher.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const all = await t.inject({ method: 'GET', url: '/api/teacher/courses', headers: teacher.auth });
    expect(all.json().content.every((c: { teacherId: number }) => c.teacherId === teacher.user.id)).toBe(true);
    expect(all.json().size).toBe(50);
    const asAdmin = await t.inject({ method: 'GET', url: '/api/teacher/courses?size=200', headers: admin.auth });
    expect(asAdmin.json().content.some((c: { teacherId: number }) => c.teacherId === otherTeacher.user.id)).toBe(true);
    expect((await t.inject({ method: 'GET', url: '/api/teacher/courses', headers: student.auth })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/teacher/courses' })).statusCode).toBe(401);
  });
});

describeEachDb('catalogue', (t) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const specs = [
      {
        title: 'Derecho Penal Económico',
        area: 'Derecho Penal',
        level: 'Avanzado',
        type: 'Diplomado',
        price: 900,
        hours: 200,
        rating: 4.9,
        popularity: 'Alta',
      },
      {
        title: 'Introducción al Derecho Civil',
        area: 'Derecho Civil',
        level: 'Básico',
        type: 'Curso',
        price: 150,
        hours: 24,
        rating: 4.1,
        popularity: 'Media',
      },
      {
        title: 'Conciliación Extrajudicial',
        area: 'Formación de Conciliadores',
        level: 'Intermedio',
        type: 'Programa',
        price: 480,
        hours: 90,
        rating: 4.5,
        popularity: 'Media',
      },
      {
        title: 'Proceso Penal y Litigación',
        area: 'Derecho Penal',
        level: 'Intermedio',
        type: 'Curso',
        price: 300,
        hours: 60,
        rating: 4.7,
        popularity: 'Baja',
      },
      {
        title: 'Constitución y Derechos Fundamentales',
        area: 'Derecho Constitucional',
        level: 'Básico',
        type: 'Especialidad',
        price: 1200,
        hours: 300,
        rating: 3.9,
        popularity: 'Alta',
      },
    ];
    for (const s of specs) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/courses',
        ...send(baseCourse(teacher.user.id, { ...s, code: `C-${(codeSeq += 1)}`, teacherVisible: 'Docente', schedule: [] }), admin.auth),
      });
      ids[s.title] = res.json().id;
    }
    await t.inject({
      method: 'POST',
      url: '/api/courses',
      ...send(
        baseCourse(teacher.user.id, { title: 'Derecho Penal Borrador', area: 'Derecho Penal', published: false, schedule: [] }),
        admin.auth,
      ),
    });
    const students = await Promise.all([t.user(), t.user(), t.user()]);
    await t.db.insert(enrolments).values([
      { userId: students[0].user.id, courseId: ids['Introducción al Derecho Civil'] },
      { userId: students[1].user.id, courseId: ids['Introducción al Derecho Civil'] },
      { userId: students[2].user.id, courseId: ids['Derecho Penal Económico'] },
    ]);
  });

  const titles = (res: { json(): { content: { title: string }[] } }) => res.json().content.map((c) => c.title);

  it('filters by accent- and case-insensitive text, area, level and type', async () => {
    const q = await t.inject({ method: 'GET', url: '/api/courses/filter?q=CONSTITUCION' });
    expect(titles(q)).toEqual(['Constitución y Derechos Fundamentales']);
    const words = await t.inject({ method: 'GET', url: `/api/courses/filter?q=${encodeURIComponent('penal litigación')}` });
    expect(titles(words)).toEqual(['Proceso Penal y Litigación']);
    const area = await t.inject({ method: 'GET', url: `/api/courses/filter?area=${encodeURIComponent('derecho penal')}&sort=price_asc` });
    expect(titles(area)).toEqual(['Proceso Penal y Litigación', 'Derecho Penal Económico']);
    const level = await t.inject({ method: 'GET', url: '/api/courses/filter?level=basico&sort=price_desc' });
    expect(titles(level)).toEqual(['Constitución y Derechos Fundamentales', 'Introducción al Derecho Civil']);
    const type = await t.inject({ method: 'GET', url: '/api/courses/filter?type=Programa' });
    expect(titles(type)).toEqual(['Conciliación Extrajudicial']);
    const all = await t.inject({ method: 'GET', url: '/api/courses/filter?level=Todos' });
    expect(all.json().totalElements).toBe(5);
  });

  it('finds near words, stems and typos (the catalogue index), ranked by relevance', async () => {
    const search = (q: string) => t.inject({ method: 'GET', url: `/api/courses/filter?q=${encodeURIComponent(q)}` });
    // 'conciliadores' (the area) for 'conciliadora'; a typo of 'constitución'; no noise for unrelated words.
    expect(titles(await search('conciliadora'))).toEqual(['Conciliación Extrajudicial']);
    expect(titles(await search('constitucinal'))).toEqual(['Constitución y Derechos Fundamentales']);
    // A typo in the first letters too.
    expect(titles(await search('xonstitucion'))).toEqual(['Constitución y Derechos Fundamentales']);
    // No course has both words: the courses with one of them come (before the index: nothing).
    expect(titles(await search('litigacion oral'))).toEqual(['Proceso Penal y Litigación']);
    expect(titles(await search('zzqx'))).toEqual([]);
    // The title holding the word ranks above a course that only has it in its area.
    const penal = titles(await search('penal'));
    expect(penal.slice(0, 2).sort()).toEqual(['Derecho Penal Económico', 'Proceso Penal y Litigación']);
  });

  it('sorts (popular, rating, hours, price) and pages', async () => {
    const popular = await t.inject({ method: 'GET', url: '/api/courses/filter?sort=popular' });
    expect(titles(popular)).toEqual([
      'Derecho Penal Económico',
      'Constitución y Derechos Fundamentales',
      'Introducción al Derecho Civil',
      'Conciliación Extrajudicial',
      'Proceso Penal y Litigación',
    ]);
    expect(popular.json().content.find((c: { title: string }) => c.title === 'Introducción al Derecho Civil').students).toBe(2);
    const rating = await t.inject({ method: 'GET', url: '/api/courses/filter?sort=rating' });
    expect(titles(rating)[0]).toBe('Derecho Penal Económico');
    const hours = await t.inject({ method: 'GET', url: '/api/courses/filter?sort=hours' });
    expect(titles(hours)[0]).toBe('Constitución y Derechos Fundamentales');
    const page = await t.inject({ method: 'GET', url: '/api/courses/filter?sort=price_asc&page=1&size=2' });
    expect(page.json()).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 });
    expect(titles(page)).toEqual(['Conciliación Extrajudicial', 'Derecho Penal Económico']);
    const beyond = await t.inject({ method: 'GET', url: '/api/courses/filter?page=50' });
    expect(beyond.json().content).toEqual([]);
  });

  it('rejects bad catalogue parameters with Spanish messages', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/courses/filter?sort=nombre&level=experto&size=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      sort: 'Orden inválido (popular, rating, hours, price_asc o price_desc).',
      level: 'Nivel inválido (Básico, Intermedio o Avanzado).',
      size: 'Tamaño de página inválido (1 a 100).',
    });
    const long = await t.inject({ method: 'GET', url: `/api/courses/filter?q=${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    const wild = await t.inject({ method: 'GET', url: '/api/courses/filter?q=%25_%25' });
    expect(wild.statusCode).toBe(200);
    expect(wild.json().totalElements).toBe(0);
  });

  it('answers /courses, /courses/areas and /data/cursos.json from the published courses', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/courses?q=%20derecho%20' });
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json().every((c: { published: boolean }) => c.published)).toBe(true);
    expect(list.json()).toHaveLength(4);
    const areas = await t.inject({ method: 'GET', url: '/api/courses/areas' });
    expect(areas.json()).toEqual(['Derecho Civil', 'Derecho Constitucional', 'Derecho Penal', 'Formación de Conciliadores']);
    const data = await t.inject({ method: 'GET', url: '/api/data/cursos.json' });
    expect(data.json()).toHaveLength(5);
    expect(data.json()[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      teacherVisible: 'Docente',
      price: expect.any(Number),
    });
    // One course shape, no alias fields (title/name, area/category, sessionDate/date).
    for (const alias of ['name', 'category', 'teacher']) expect(data.json()[0]).not.toHaveProperty(alias);
    const one = await t.inject({ method: 'GET', url: `/api/courses/${ids['Derecho Penal Económico']}` });
    expect(one.json()).toMatchObject({ title: 'Derecho Penal Económico', students: 1, rating: 4.9, price: 900 });
  });

  it("filters by the schedule's modality (Presencial, Virtual, Mixto); a course without sessions only under 'Todas'", async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const session = (mode: string, day: number) => ({ sessionDate: `2027-03-0${day}`, startTime: '18:00', endTime: '20:00', mode });
    const diploma = async (title: string, schedule: unknown[]) =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/courses',
          ...send(baseCourse(teacher.user.id, { title, type: 'Diplomado', code: `M-${(codeSeq += 1)}`, schedule }), admin.auth),
        })
      ).json().id as number;
    await diploma('Diplomado Modal Virtual', [session('Virtual', 1), session('virtual', 2)]);
    await diploma('Diplomado Modal Mixto', [session('Presencial', 1), session('Virtual', 2)]);
    const diplomas = (qs: string) => t.inject({ method: 'GET', url: `/api/courses/filter?type=Diplomado&q=modal&${qs}` });
    expect(titles(await diplomas('modality=Virtual'))).toEqual(['Diplomado Modal Virtual']);
    expect(titles(await diplomas('modality=mixto'))).toEqual(['Diplomado Modal Mixto']);
    expect(titles(await diplomas('modality=Presencial'))).toEqual([]);
    expect((await diplomas('modality=Todas')).json().totalElements).toBe(2);
    // 'Derecho Penal Económico' is a Diplomado without sessions: listed under every modality, never under one.
    const all = await t.inject({ method: 'GET', url: '/api/courses/filter?type=Diplomado&modality=Presencial' });
    expect(titles(all)).not.toContain('Derecho Penal Económico');
    const bad = await diplomas('modality=zoom');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ modality: 'Modalidad inválida (Presencial, Virtual o Mixto).' });
  });
});
