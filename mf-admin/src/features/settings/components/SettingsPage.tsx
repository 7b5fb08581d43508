import { UnderConstruction } from '@inpro/ui';

export function SettingsPage() {
  return <UnderConstruction title="Configuración" />;
}
