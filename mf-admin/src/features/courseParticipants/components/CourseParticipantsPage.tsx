import { UnderConstruction } from '@inpro/ui';

export function CourseParticipantsPage() {
  return <UnderConstruction title="Participantes del curso" />;
}
