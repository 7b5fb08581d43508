import { UnderConstruction } from '@inpro/ui';

export function LiveClassesPage() {
  return <UnderConstruction title="Clases" />;
}
