import type { z } from 'zod';
import type { CardDetails } from '@inpro/ui';
import { checkoutFormSchema, type CheckoutInput, type PaymentMethod, type PaymentPlan } from '@inpro/shared-contracts';

export { VOUCHER_REQUIRED, VOUCHER_TOO_LARGE } from '@inpro/ui/payments';

export interface PaymentFormValues {
  plan: PaymentPlan;
  method: PaymentMethod;
  voucher: File | null;
}

/** The checkout form's schema: a plan, a method and, for a voucher, its file (required, at most 10 MB). */
export const paymentFormSchema = checkoutFormSchema<File>();
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

/**
 * The checkout body of a checked form. A card pays with the details the card fields made in the
 * browser (the provider's token: card data never reaches the server).
 */
export function checkoutBody(courseId: number, { plan, method }: PaymentFormOutput, card: CardDetails | null): CheckoutInput {
  return method === 'CARD' ? { courseId, plan, method, ...card } : { courseId, plan, method };
}

/** The installments a plan would make (the server computes the same split; this only shows it). */
export function installmentPreview(price: number, dates: readonly string[]): number[] {
  const cents = Math.round(price * 100);
  const n = dates.length;
  const part = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? cents - part * (n - 1) : part) / 100);
}
