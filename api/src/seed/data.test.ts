import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_COURSES, TEACHER_BIOS } from './catalog';
import { demoCourseSchema, demoQuizzesSchema, loadSeedJson } from './data';

describe('seed data files', () => {
  it('hold the demo catalogue, teachers and accounts', () => {
    expect(DEMO_COURSES.map((c) => c.key)).toEqual(
      expect.arrayContaining(['arbitros', 'constitucional', 'litigacion', 'familia', 'conciliadores', 'laboral']),
    );
    expect(TEACHER_BIOS.docente.name).toBe('Dra. Lucía Fernández Paredes');
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'estudiante')?.email).toBe('estudiante@inpro.test');
    // Every course's teacher signs in with a demo account.
    const keys = new Set(DEMO_ACCOUNTS.map((a) => a.key));
    for (const c of DEMO_COURSES) expect(keys.has(c.teacher)).toBe(true);
  });

  it('stop the seed naming the file and the field when a file is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-data-'));
    const course = { ...DEMO_COURSES[0], level: 'Experto', price: 'mil' };
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify([course]));
    writeFileSync(path.join(dir, 'truncated.json'), '[{"key": "arbitros"');
    expect(() => loadSeedJson('bad.json', demoCourseSchema.array(), dir)).toThrow(
      /bad\.json is invalid:[\s\S]*at \[0\]\.level[\s\S]*at \[0\]\.price/,
    );
    expect(() => loadSeedJson('truncated.json', demoCourseSchema.array(), dir)).toThrow(/truncated\.json cannot be read as JSON/);
    expect(() => loadSeedJson('missing.json', demoCourseSchema.array(), dir)).toThrow(/missing\.json cannot be read/);
    const quizzes = loadSeedJson('quizzes.json', demoQuizzesSchema);
    writeFileSync(path.join(dir, 'quizzes.json'), JSON.stringify({ ...quizzes, alimentos: [{ ...quizzes.alimentos[0], answer: 7 }] }));
    expect(() => loadSeedJson('quizzes.json', demoQuizzesSchema, dir)).toThrow(
      /answer must be the index of one of the options[\s\S]*at alimentos\[0\]\.answer/,
    );
  });
});
