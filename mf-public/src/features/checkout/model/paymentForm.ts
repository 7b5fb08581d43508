import type { CardDetails } from '@inpro/ui';
import type { CheckoutInput, PaymentMethod, PaymentPlan } from '@inpro/shared-contracts';

export const VOUCHER_REQUIRED = 'Adjunta la imagen o el PDF del voucher.';
export const VOUCHER_TOO_LARGE = 'El voucher no puede pesar más de 10 MB.';
const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;

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
    if (!v.voucher) return { errors: { voucher: VOUCHER_REQUIRED } };
    if (v.voucher.size > VOUCHER_MAX_BYTES) return { errors: { voucher: VOUCHER_TOO_LARGE } };
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
