import { UnderConstruction } from '@inpro/ui';

export function ProfilePage() {
  return <UnderConstruction title="Mi Perfil" />;
}
