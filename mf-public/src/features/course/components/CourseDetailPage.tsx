import { UnderConstruction } from '@inpro/ui';

export function CourseDetailPage() {
  return <UnderConstruction title="Curso" />;
}
