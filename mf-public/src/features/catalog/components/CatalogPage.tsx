import { UnderConstruction } from '@inpro/ui';

export function CatalogPage() {
  return <UnderConstruction title="Cursos / Seminarios" />;
}
