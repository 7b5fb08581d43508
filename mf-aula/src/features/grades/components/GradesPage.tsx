import { UnderConstruction } from '@inpro/ui';

export function GradesPage() {
  return <UnderConstruction title="Notas" />;
}
