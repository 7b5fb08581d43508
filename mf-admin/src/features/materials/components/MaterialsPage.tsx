import { UnderConstruction } from '@inpro/ui';

export function MaterialsPage() {
  return <UnderConstruction title="Materiales" />;
}
