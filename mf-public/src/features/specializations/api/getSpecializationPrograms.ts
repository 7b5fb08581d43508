import type { HttpClient } from '@inpro/shared-contracts';
import { getCoursesByType } from '../../../content/api/getCoursesByType';
import type { PublicCourse } from '../../../content/types';
import { isSpecializationProgram } from '../logic/isSpecializationProgram';

/** The published courses of types Especialidad and Programa (two GET /courses/filter?type= calls), specialities first. */
export async function getSpecializationPrograms(http: HttpClient, signal?: AbortSignal): Promise<PublicCourse[]> {
  const [specialities, programmes] = await Promise.all([
    getCoursesByType(http, 'Especialidad', signal),
    getCoursesByType(http, 'Programa', signal),
  ]);
  return [...specialities, ...programmes].filter(isSpecializationProgram);
}
