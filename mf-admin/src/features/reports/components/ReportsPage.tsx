import { UnderConstruction } from '@inpro/ui';

export function ReportsPage() {
  return <UnderConstruction title="Reportes" />;
}
