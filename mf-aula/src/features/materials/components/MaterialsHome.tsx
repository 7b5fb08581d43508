import { Navigate } from '@inpro/ui/router';
import { materialsLink } from '../lastCourse';

/** /aula/materiales without a course: the remembered course's materials, else the course list. */
export function MaterialsHome() {
  return <Navigate to={materialsLink()} replace />;
}
