import { UnderConstruction } from '@inpro/ui';

/** Reached by /prof/cursos/{id}/gestionar and by /prof/curso/{id}/gestionar. */
export function ManageCoursePage() {
  return <UnderConstruction title="Gestionar curso" />;
}
