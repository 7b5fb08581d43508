import { UnderConstruction } from '@inpro/ui';

export function CourseUnitsPage() {
  return <UnderConstruction title="Materiales del curso" />;
}
