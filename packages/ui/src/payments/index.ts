// Card payments, shared as their own singleton (@inpro/ui/payments) so that only the screens that
// take a payment (the checkout, 'Pagar ahora') download them: the card field (MercadoPago's secure
// fields or the sandbox's test-card field), its token and one Idempotency-Key per payment attempt.
// Everything else they use comes from '@inpro/ui' (the shared singleton), never relatively.
export { newIdempotencyKey } from './cardToken';
export { CardFields } from './CardFields';
export {
  NO_VOUCHER_ACCOUNT,
  VOUCHER_ACCEPT,
  VOUCHER_FIELD_LABEL,
  VOUCHER_REQUIRED,
  VOUCHER_TOO_LARGE,
  voucherAccountItems,
} from './voucher';
