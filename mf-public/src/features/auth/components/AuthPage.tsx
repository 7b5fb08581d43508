import { UnderConstruction } from '@inpro/ui';

export function AuthPage() {
  return <UnderConstruction title="Aula Virtual" />;
}
