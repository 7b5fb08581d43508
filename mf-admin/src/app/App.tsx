import { UnderConstruction } from '@inpro/ui';

export function App() {
  return <UnderConstruction title="Administración" />;
}
