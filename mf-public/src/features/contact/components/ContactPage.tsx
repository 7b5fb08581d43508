import { UnderConstruction } from '@inpro/ui';

export function ContactPage() {
  return <UnderConstruction title="Contacto" />;
}
