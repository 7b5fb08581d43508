import { coursePageSchema, courseSchema, type Course } from '@inpro/shared-contracts';
import { describeEachDb } from '../../test/testApp';
import { courseJson, coursePageJson } from './catalogueJson';

// The catalogue's answers are ready JSON text: the same answer the contract's serializer gives.
describeEachDb('catalogue answers as JSON text', (t) => {
  let course: Course;

  beforeAll(async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const res = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: { title: 'Curso de texto JSON', code: 'JSON-1-2026', teacherId: teacher.user.id, published: true, price: 120, schedule: [] },
    });
    expect(res.statusCode).toBe(201);
    course = res.json();
  });

  it('sends pages, lists and the home list as JSON that the contract accepts unchanged', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/courses/filter?q=texto%20json&page=0&size=12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.json()).toEqual(coursePageSchema.parse(page.json()));
    expect(page.json()).toMatchObject({
      page: 0,
      size: 12,
      totalElements: 1,
      totalPages: 1,
      content: [{ id: course.id, title: 'Curso de texto JSON' }],
    });
    for (const url of ['/api/courses?q=texto%20json', '/api/data/cursos.json']) {
      const list = await t.inject({ method: 'GET', url });
      expect(list.statusCode).toBe(200);
      const found = list.json().find((c: Course) => c.id === course.id);
      expect(found).toEqual(courseSchema.parse(found));
    }
    const none = await t.inject({ method: 'GET', url: '/api/courses/filter?q=zzzqqq&page=0&size=12' });
    expect(none.json()).toEqual({ content: [], page: 0, size: 12, totalElements: 0, totalPages: 0 });
  });

  it('writes a course as the contract does: unknown fields left out, a broken course refused', () => {
    const extra = { ...course, passwordHash: 'x' } as Course;
    expect(JSON.parse(courseJson(extra))).toEqual(courseSchema.parse(course));
    expect(() => courseJson({ ...course, price: 'gratis' } as unknown as Course)).toThrow();
    const text = coursePageJson({ content: [course], page: 2, size: 1, totalElements: 3, totalPages: 3 });
    expect(JSON.parse(text)).toEqual({ content: [courseSchema.parse(course)], page: 2, size: 1, totalElements: 3, totalPages: 3 });
  });
});
