import { UnderConstruction } from '@inpro/ui';

export function CheckoutPage() {
  return <UnderConstruction title="Checkout" />;
}
