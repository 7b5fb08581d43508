import { UnderConstruction } from '@inpro/ui';

export function CoursesPage() {
  return <UnderConstruction title="Mis Cursos" />;
}
