import { UnderConstruction } from '@inpro/ui';

export function UnitResourcesPage() {
  return <UnderConstruction title="Recursos de la unidad" />;
}
