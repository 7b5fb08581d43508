import { UnderConstruction } from '@inpro/ui';

export function CertificatesPage() {
  return <UnderConstruction title="Certificaciones" />;
}
