import { UnderConstruction } from '@inpro/ui';

export function AttendancePage() {
  return <UnderConstruction title="Asistencia" />;
}
