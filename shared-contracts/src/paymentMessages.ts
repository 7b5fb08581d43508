/**
 * The payments' messages, apart from their schemas (schemas/payments.ts): a page that only shows
 * one (the course page's «Este curso ya no admite inscripciones.») does not load zod with them.
 */

export const ALREADY_ENROLLED = 'Ya estás inscrito en este curso.';
export const COURSE_CLOSED = 'Este curso ya no admite inscripciones.';
export const VOUCHER_ALREADY_PENDING = 'Ya enviaste un voucher para este curso; está en revisión.';
export const IDEMPOTENCY_KEY_REQUIRED = 'Falta el encabezado Idempotency-Key (un identificador único por intento de pago).';
export const CARD_TOKEN_REQUIRED = 'Ingresa los datos de la tarjeta.';
export const INSTALLMENTS_NOT_OFFERED = 'Este curso no admite pago en cuotas.';
export const CARD_PAYMENTS_UNAVAILABLE = 'El pago con tarjeta no está disponible por ahora. Puedes pagar con voucher.';
export const PAYMENT_DECLINED_PREFIX = 'El pago fue rechazado';
export const PAYMENT_PROVIDER_DOWN = 'No se pudo procesar el pago en este momento. Inténtalo de nuevo más tarde.';
export const NOTHING_TO_PAY = 'Esta cuota ya no tiene saldo pendiente.';
export const REJECTION_REASON_REQUIRED = 'Indica el motivo del rechazo.';
export const PAYMENT_ALREADY_DECIDED = 'Este pago ya fue revisado.';
/** The materials of a course with an installment overdue beyond the grace period (settings → payments). */
export const PAYMENT_OVERDUE_BLOCKED =
  'Tienes una cuota vencida de este curso y terminó el periodo de gracia. Paga la cuota para volver a ver los materiales.';

/** The voucher a buyer attaches (checkout and 'Pagar ahora'): one rule, one set of messages. */
export const VOUCHER_REQUIRED = 'Adjunta la imagen o el PDF del voucher.';
export const VOUCHER_TOO_LARGE = 'El voucher no puede pesar más de 10 MB.';
const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
export const PAY_NOW_CHOICE_REQUIRED = 'Elige la cuota que deseas pagar.';

/** What is wrong with the chosen voucher file (a browser `File`), or null when it can be sent. */
export function voucherFileError(file: { readonly size: number } | null | undefined): string | null {
  if (!file) return VOUCHER_REQUIRED;
  if (file.size > VOUCHER_MAX_BYTES) return VOUCHER_TOO_LARGE;
  return null;
}
