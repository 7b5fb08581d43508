import { useCourses } from '../../../content/hooks/useCourses';
import { getSpecializationPrograms } from '../api/getSpecializationPrograms';

/** The published specialities and programmes of /especializacion. */
export function useSpecializationPrograms() {
  return useCourses('specializations', getSpecializationPrograms, 'No se pudieron cargar los programas.');
}
