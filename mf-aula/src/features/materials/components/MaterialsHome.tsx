import { Navigate } from 'react-router-dom';
import { materialsLink } from '../lastCourse';

/** /aula/materiales without a course: the remembered course's materials, else the course list. */
export function MaterialsHome() {
  return <Navigate to={materialsLink()} replace />;
}
