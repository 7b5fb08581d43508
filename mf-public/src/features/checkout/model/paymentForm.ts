import type { CardDetails } from '@inpro/ui';
import type { CheckoutInput, PaymentMethod, PaymentPlan } from '@inpro/shared-contracts';
import { voucherFileError } from '@inpro/ui/payments';

export { VOUCHER_REQUIRED, VOUCHER_TOO_LARGE } from '@inpro/ui/payments';

export interface PaymentFormValues {
  plan: PaymentPlan;
  method: PaymentMethod;
  voucher: File | null;
}

export type PaymentFormErrors = Partial<Record<'voucher', string>>;

/**
 * Checks the form and builds the checkout body. A card pays with the details the card fields
 * made in the browser (the provider's token: card data never reaches the server); null = the
 * card fields found a problem and show it.
 */
export function checkPaymentForm(
  courseId: number,
  v: PaymentFormValues,
  card: CardDetails | null,
): { errors: PaymentFormErrors; body?: CheckoutInput } {
  if (v.method === 'VOUCHER') {
    const voucherError = voucherFileError(v.voucher);
    if (voucherError) return { errors: { voucher: voucherError } };
    return { errors: {}, body: { courseId, plan: v.plan, method: 'VOUCHER' } };
  }
  if (!card) return { errors: {} };
  return { errors: {}, body: { courseId, plan: v.plan, method: 'CARD', ...card } };
}

/** The installments a plan would make (the server computes the same split; this only shows it). */
export function installmentPreview(price: number, dates: readonly string[]): number[] {
  const cents = Math.round(price * 100);
  const n = dates.length;
  const part = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? cents - part * (n - 1) : part) / 100);
}
