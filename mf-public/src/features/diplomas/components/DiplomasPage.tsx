import { UnderConstruction } from '@inpro/ui';

export function DiplomasPage() {
  return <UnderConstruction title="Diplomados" />;
}
