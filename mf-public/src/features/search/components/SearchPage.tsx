import { UnderConstruction } from '@inpro/ui';

export function SearchPage() {
  return <UnderConstruction title="Buscar" />;
}
