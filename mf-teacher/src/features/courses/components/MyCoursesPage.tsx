import { UnderConstruction } from '@inpro/ui';

export function MyCoursesPage() {
  return <UnderConstruction title="Mis Cursos" />;
}
