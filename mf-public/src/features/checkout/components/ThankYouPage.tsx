import { UnderConstruction } from '@inpro/ui';

export function ThankYouPage() {
  return <UnderConstruction title="Gracias" />;
}
