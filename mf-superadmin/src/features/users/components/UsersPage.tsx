import { UnderConstruction } from '@inpro/ui';

export function UsersPage() {
  return <UnderConstruction title="Usuarios" />;
}
