import type { Course } from '@inpro/shared-contracts';

/**
 * A published course as the content pages read it: the contract's one course shape (GET
 * /data/cursos.json and /courses/filter answer it; nothing reshapes it on the way).
 */
export type PublicCourse = Course;
