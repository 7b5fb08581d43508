import { UnderConstruction } from '@inpro/ui';

export function CourtPage() {
  return <UnderConstruction title="Corte de Arbitraje / Conciliación" />;
}
