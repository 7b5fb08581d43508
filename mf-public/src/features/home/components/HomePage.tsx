import { UnderConstruction } from '@inpro/ui';

export function HomePage() {
  return <UnderConstruction title="Inicio" />;
}
