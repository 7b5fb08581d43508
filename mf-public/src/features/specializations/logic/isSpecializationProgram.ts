import { foldText } from '@inpro/shared-contracts';
import type { PublicCourse } from '../../../content/types';

const PROGRAM_TYPES = new Set(['especialidad', 'programa']);

/** The published courses listed on /especializacion: types Especialidad and Programa. */
export function isSpecializationProgram(course: PublicCourse): boolean {
  return PROGRAM_TYPES.has(foldText(course.type));
}
