/** Demo teachers' public profiles (course `teachers` lists) and the demo course catalogue (data/*.json). */
import { demoCourseSchema, loadSeedJson, teacherBiosSchema } from './data';

export type { DemoCourse } from './data';

/** The bio and specialty are also each teacher's profile (users.bio, users.specialty). */
export const TEACHER_BIOS = loadSeedJson('teachers.json', teacherBiosSchema);

/** Every course names teachers that have a profile (checked once, when the data is read). */
export const DEMO_COURSES = loadSeedJson(
  'courses.json',
  demoCourseSchema.array().superRefine((list, ctx) => {
    list.forEach((c, i) => {
      for (const field of ['teacher', 'coTeacher'] as const) {
        const key = c[field];
        if (key !== undefined && !(key in TEACHER_BIOS)) {
          ctx.addIssue({ code: 'custom', path: [i, field], message: `no teacher "${key}" in teachers.json` });
        }
      }
    });
  }),
);
