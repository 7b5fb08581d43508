import { UnderConstruction } from '@inpro/ui';

export function SpecializationsPage() {
  return <UnderConstruction title="Programas de Especialización" />;
}
