import { z } from '../zod';
import { idSchema } from './common';
import { optionalDateInputSchema, refineDateRange } from './dates';
import { CARD_TOKEN_REQUIRED, PAY_NOW_CHOICE_REQUIRED, REJECTION_REASON_REQUIRED, voucherFileError } from '../paymentMessages';
import { INSTALLMENT_STATES } from '../installmentState';
export * from '../paymentMessages';

/*
 * Payments: the checkout (an order for the signed-in account, full payment or installments, by
 * card or by voucher), the student's account statement and the master administrator's decisions.
 * See docs/data-model.md (orders, installments, payments).
 */

const PAYMENT_PLANS = ['FULL', 'INSTALLMENTS'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
const PAYMENT_METHODS = ['CARD', 'VOUCHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const CHECKOUT_ORDER_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type CheckoutOrderStatus = (typeof CHECKOUT_ORDER_STATUSES)[number];
const INSTALLMENT_STATUSES = ['PENDIENTE', 'EN_REVISION', 'PAGADO', 'RECHAZADO'] as const;
export const PAYMENT_STATUSES = ['PENDIENTE', 'APROBADO', 'RECHAZADO'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a person reads for each state. */
export const ORDER_STATUS_LABELS: Record<CheckoutOrderStatus, string> = {
  PENDING: 'Pendiente de pago',
  PARTIAL: 'Pagado en parte',
  PAID: 'Pagado',
  FAILED: 'Rechazado',
  CANCELLED: 'Anulado',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDIENTE: 'Pendiente',
  APROBADO: 'Pagado',
  RECHAZADO: 'Rechazado',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { CARD: 'Tarjeta', VOUCHER: 'Voucher' };

/** The order number people read: ORD-000123. */
export function orderNumber(id: number): string {
  return `ORD-${String(id).padStart(6, '0')}`;
}

const cardToken = z
  .string({ error: CARD_TOKEN_REQUIRED })
  .trim()
  .min(1, { error: CARD_TOKEN_REQUIRED })
  .max(200, { error: 'Token de tarjeta inválido.' });

/** The card's brand and issuer as the provider's tokenising form reports them (MercadoPago needs both). */
const paymentMethodId = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{2,40}$/, { error: 'Tipo de tarjeta inválido.' })
  .optional();
const issuerId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, { error: 'Banco emisor inválido.' })
  .optional();

/** The card part of a payment: the provider's token, plus the brand and issuer when the provider asks for them. */
const cardPaymentFields = { cardToken, paymentMethodId, issuerId };

/** POST /orders: the checkout of the signed-in account. The amount is the server's price. */
export const checkoutSchema = z
  .object({
    courseId: idSchema('Curso inválido.'),
    plan: z.enum(PAYMENT_PLANS, { error: 'Elige pago completo o en cuotas.' }),
    method: z.enum(PAYMENT_METHODS, { error: 'Elige tarjeta o voucher.' }),
    cardToken: cardToken.optional(),
    paymentMethodId,
    issuerId,
  })
  .superRefine((v, ctx) => {
    if (v.method === 'CARD' && !v.cardToken) ctx.addIssue({ code: 'custom', path: ['cardToken'], message: CARD_TOKEN_REQUIRED });
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** POST /installments/{id}/pay: pays one installment by card. */
export const payInstallmentSchema = z.object(cardPaymentFields);
export type PayInstallmentInput = z.input<typeof payInstallmentSchema>;

/**
 * 'Pagar ahora' (/aula/pagos), the form: the installment chosen (its id, or every one already due),
 * the method and, for a voucher, the file (`F`: the browser's File; required, at most 10 MB, its
 * content checked by the server). Each installment is then its own call: POST
 * /installments/{id}/pay (card, `payInstallmentSchema`) or /installments/{id}/voucher (multipart).
 */
export function payNowFormSchema<F extends { readonly size: number }>() {
  return z
    .object({
      installment: z.string().trim().min(1, { error: PAY_NOW_CHOICE_REQUIRED }),
      method: z.enum(PAYMENT_METHODS, { error: 'Elige tarjeta o voucher.' }),
      voucher: z.custom<F | null>(),
    })
    .superRefine((v, ctx) => {
      const problem = v.method === 'VOUCHER' ? voucherFileError(v.voucher) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['voucher'], message: problem });
    });
}

const installmentViewSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  /** Pendiente / Vencida / Pagada by the one rule (installmentState) on the day of the answer. */
  state: z.enum(INSTALLMENT_STATES),
  paidAt: z.string().nullable(),
});
export type InstallmentView = z.infer<typeof installmentViewSchema>;

const paymentViewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  installmentSeq: z.number().int().nullable(),
  concept: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  reason: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const checkoutOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(CHECKOUT_ORDER_STATUSES),
  plan: z.enum(PAYMENT_PLANS),
  total: z.number(),
  createdAt: z.string(),
  course: z.object({ id: z.number().int().nullable(), title: z.string(), code: z.string() }),
  installments: z.array(installmentViewSchema),
  /** Whether the buyer owes what is unpaid (orderOwed): false for a purchase whose first voucher waits or was refused. */
  owed: z.boolean(),
  /** The payment this request made or found (card charge or voucher), if any. */
  payment: paymentViewSchema.nullable(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/**
 * GET /my/account-statement: what the student owes and has paid. balanceDue, nextDue, overdue and
 * courses count only the orders the student owes (orderOwed); a purchase not confirmed yet is in
 * orders with owed false.
 */
export const accountStatementSchema = z.object({
  balanceDue: z.number(),
  nextDue: z
    .object({
      installmentId: z.number().int(),
      orderId: z.number().int(),
      course: z.string(),
      amount: z.number(),
      dueDate: z.string(),
      state: z.enum(INSTALLMENT_STATES),
    })
    .nullable(),
  overdue: z.boolean(),
  /** Days an installment may be overdue before the course materials are refused. */
  graceDays: z.number().int(),
  /** Per course: what is still due, the next due date, and whether the materials are refused. */
  courses: z.array(
    z.object({
      courseId: z.number().int().nullable(),
      course: z.string(),
      balanceDue: z.number(),
      nextDueDate: z.string().nullable(),
      overdue: z.boolean(),
      blocked: z.boolean(),
    }),
  ),
  orders: z.array(checkoutOrderSchema),
  history: z.array(paymentViewSchema),
  voucherAccount: z.object({ bank: z.string(), accountNumber: z.string(), cci: z.string(), holder: z.string(), yapePlinPhone: z.string() }),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** A payment as the master administrator reviews it. */
export const adminPaymentSchema = paymentViewSchema.extend({
  student: z.object({ id: z.number().int().nullable(), fullName: z.string(), email: z.string() }),
  course: z.string(),
  hasVoucher: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** The most payments GET /superadmin/payments answers (newest first); the dates reach older ones. */
export const PAYMENTS_LIST_LIMIT = 500;

/** GET /superadmin/payments: one status and/or the Lima dates the payment was made between (dd/mm/aaaa or YYYY-MM-DD, both ends included). */
export const adminPaymentsQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES, { error: 'Estado inválido (PENDIENTE, APROBADO o RECHAZADO).' }).optional(),
    from: optionalDateInputSchema,
    to: optionalDateInputSchema,
  })
  .superRefine(refineDateRange);

const kpiSchema = z.object({
  amount: z.number(),
  count: z.number().int(),
  /** Sparkline values, oldest first. */
  trend: z.array(z.number()),
});

/**
 * GET /superadmin/payments/summary: the KPIs of /superadmin/pagos. collected: approved payments
 * (trend: the last six months); pending: installments not yet paid and not overdue, of orders
 * their buyers owe (orderOwed: not a purchase whose first voucher waits or was refused) (trend: due in
 * each of the next six months); overdue: installments past their due date (trend: by the month they
 * fell due, last six months); thisMonth: collected since the 1st of this month in Lima (trend:
 * cumulative by day). byStatus: every payment by status (the donut). balances: what each student
 * still owes per course, the most overdue first.
 */
export const paymentsSummarySchema = z.object({
  collected: kpiSchema,
  pending: kpiSchema,
  overdue: kpiSchema,
  thisMonth: kpiSchema,
  months: z.array(z.string()),
  byStatus: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number().int(), amount: z.number() })),
  balances: z.array(
    z.object({
      student: z.object({ id: z.number().int().nullable(), fullName: z.string(), email: z.string() }),
      courseId: z.number().int().nullable(),
      course: z.string(),
      balance: z.number(),
      nextDueDate: z.string(),
      overdue: z.boolean(),
    }),
  ),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

export const rejectPaymentSchema = z.object({
  reason: z
    .string({ error: REJECTION_REASON_REQUIRED })
    .trim()
    .min(3, { error: REJECTION_REASON_REQUIRED })
    .max(500, { error: 'Motivo: máximo 500 caracteres.' }),
});

/**
 * The checkout form of /checkout: the plan, the method and, for a voucher, the file (`F`: the
 * browser's File; required, at most 10 MB, its content checked by the server). A card's token is
 * made by the card fields when the form is sent; the body sent is `checkoutSchema`'s.
 */
export function checkoutFormSchema<F extends { readonly size: number }>() {
  return z
    .object({ plan: checkoutSchema.shape.plan, method: checkoutSchema.shape.method, voucher: z.custom<F | null>() })
    .superRefine((v, ctx) => {
      const problem = v.method === 'VOUCHER' ? voucherFileError(v.voucher) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['voucher'], message: problem });
    });
}
