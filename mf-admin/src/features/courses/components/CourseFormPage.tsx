import { useParams } from 'react-router-dom';
import { UnderConstruction } from '@inpro/ui';

/** /admin/cursos/new creates, /admin/cursos/{id}/edit edits. */
export function CourseFormPage() {
  const { id } = useParams();
  return <UnderConstruction title={id ? 'Editar curso' : 'Nuevo curso'} />;
}
