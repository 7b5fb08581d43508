import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SPECIALTY_AREAS } from '@inpro/shared-contracts';
import { certificates, courses, enrolments, resources, users } from '../db/schema';
import { describeEachDb } from '../test/testApp';
import { seedDemoIfEmpty } from './index';

const login = (email: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ email, password: 'Inpro2026!' }),
});

describeEachDb('demo seed', (t) => {
  beforeAll(async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(true);
  });

  it('runs only on an empty database', async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(false);
  });

  it('creates the four demo accounts with their roles and password Inpro2026!', async () => {
    const expected: Record<string, string> = {
      'superadmin@inpro.test': 'SUPER_ADMIN',
      'admin@inpro.test': 'ADMIN',
      'docente@inpro.test': 'DOCENTE',
      'estudiante@inpro.test': 'ESTUDIANTE',
    };
    for (const [email, role] of Object.entries(expected)) {
      const res = await t.inject(login(email));
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
    }
    const [student] = await t.db.select().from(users).where(eq(users.email, 'estudiante@inpro.test'));
    expect(student).toMatchObject({ studentCode: 'A2026-0001', dni: '45678912' });
  });

  it('has ≥24 published courses and drafts over the 19 specialties and the four types', async () => {
    const all = await t.db.select().from(courses);
    const published = all.filter((c) => c.published);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(all.length - published.length).toBeGreaterThanOrEqual(2);
    expect(new Set(published.map((c) => c.area))).toEqual(new Set(SPECIALTY_AREAS));
    expect(new Set(published.map((c) => c.type))).toEqual(new Set(['Curso', 'Especialidad', 'Diplomado', 'Programa']));
    expect(published.every((c) => c.syllabus.length > 0 && c.requirements.length > 0 && c.description.length > 40 && c.price > 0)).toBe(
      true,
    );
    const [teacher] = await t.db.select().from(users).where(eq(users.email, 'docente@inpro.test'));
    expect(all.filter((c) => c.teacherId === teacher.id).length).toBeGreaterThanOrEqual(5);
    const res = await t.inject({ method: 'GET', url: '/api/courses/filter?size=100' });
    expect(res.json().totalElements).toBe(published.length);
    expect(res.json().content[0].schedule.length).toBeGreaterThan(0);
  });

  it('enrols the demo student in several courses with real PDF files, a video and two certificates', async () => {
    const [student] = await t.db.select().from(users).where(eq(users.email, 'estudiante@inpro.test'));
    const mine = await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const files = await t.db.select().from(resources);
    const pdfs = files.filter((r) => r.type === 'pdf');
    expect(pdfs.length).toBeGreaterThanOrEqual(4);
    const bytes = await readFile(path.join(t.storageDir, ...(pdfs[0].storageKey as string).split('/')));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(pdfs[0].size);
    expect(files.some((r) => r.type === 'iframe' && /youtube\.com\/embed\//.test(r.url ?? ''))).toBe(true);
    const certs = await t.db.select().from(certificates).where(eq(certificates.userId, student.id));
    expect(certs).toHaveLength(2);
    expect(certs.every((c) => /^INPRO-2026-\d{6}$/.test(c.folio))).toBe(true);
  });
});
