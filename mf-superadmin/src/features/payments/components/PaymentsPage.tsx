import { UnderConstruction } from '@inpro/ui';

export function PaymentsPage() {
  return <UnderConstruction title="Pagos" />;
}
