import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailableError, type ChargeRequest, type ChargeResult, type PaymentProvider } from './paymentProvider';

/**
 * MercadoPago (Peru) through its Payments API, from its public documentation:
 * - POST /v1/payments with `Authorization: Bearer <access token>` and `X-Idempotency-Key`
 *   (a retried charge is never taken twice), body `{transaction_amount, token, description,
 *   installments, external_reference, payer: {email}}`; the card token comes from MercadoPago's
 *   own tokenising form, so card data never reaches this server. Amounts are soles with two
 *   decimals (MercadoPago's unit for PEN).
 * - GET /v1/payments/{id} reads a payment (the webhook carries only its id).
 * - Webhook signature: header `x-signature: ts=<unix>,v1=<hex>`, where v1 is the HMAC-SHA256, with
 *   the webhook secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 */
const MERCADOPAGO_API = 'https://api.mercadopago.com';
/** How long a charge may take before the gateway counts as down. */
const MERCADOPAGO_TIMEOUT_MS = 20_000;
/** A webhook older than this (by its signed ts) is refused: a captured one cannot be replayed later. */
const WEBHOOK_MAX_AGE_S = 15 * 60;

/** The Spanish reason of a rejection, by MercadoPago's status_detail. */
const REJECTIONS: Record<string, string> = {
  cc_rejected_insufficient_amount: 'Fondos insuficientes.',
  cc_rejected_bad_filled_date: 'La tarjeta está vencida o la fecha de vencimiento es incorrecta.',
  cc_rejected_bad_filled_security_code: 'El código de seguridad de la tarjeta es incorrecto.',
  cc_rejected_bad_filled_card_number: 'El número de tarjeta es incorrecto.',
  cc_rejected_call_for_authorize: 'Tu banco pide que autorices el pago: llámalo e inténtalo de nuevo.',
  cc_rejected_card_disabled: 'La tarjeta no está activa: comunícate con tu banco.',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por ese monto: usa otra tarjeta o espera unos minutos.',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad. Usa otra tarjeta.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos: usa otra tarjeta.',
};
export const GENERIC_REJECTION = 'El banco rechazó el pago. Usa otra tarjeta o comunícate con tu banco.';

export interface MercadoPagoPayment {
  id: number | string;
  status: string;
  status_detail?: string;
  external_reference?: string | null;
  transaction_amount?: number;
}

export interface MercadoPagoOptions {
  accessToken: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: MercadoPagoOptions) {
    this.baseUrl = (options.baseUrl ?? MERCADOPAGO_API).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? MERCADOPAGO_TIMEOUT_MS;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const payment = await this.call<MercadoPagoPayment>('/v1/payments', {
      method: 'POST',
      headers: { 'X-Idempotency-Key': `inpro-payment-${request.paymentId}` },
      body: JSON.stringify({
        transaction_amount: Number(request.amount),
        token: request.token,
        ...(request.paymentMethodId ? { payment_method_id: request.paymentMethodId } : {}),
        ...(request.issuerId ? { issuer_id: Number(request.issuerId) } : {}),
        description: request.description,
        installments: 1,
        external_reference: String(request.paymentId),
        payer: { email: request.buyerEmail },
      }),
    });
    return chargeResultOf(payment);
  }

  /** A payment as MercadoPago has it now (the webhook's source of truth). */
  getPayment(id: string): Promise<MercadoPagoPayment> {
    return this.call<MercadoPagoPayment>(`/v1/payments/${encodeURIComponent(id)}`, { method: 'GET' });
  }

  private async call<T>(path: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${this.options.accessToken}`, 'Content-Type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`mercadopago: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as T | null;
    if (res.status >= 500 || !body) throw new ProviderUnavailableError(`mercadopago: HTTP ${res.status}`);
    if (res.status >= 400) {
      // A refused request (bad token, wrong amount…): a declined charge, not an outage.
      return { id: '', status: 'rejected', status_detail: 'request_refused' } as T;
    }
    return body;
  }
}

/** Our outcome of a MercadoPago payment. */
export function chargeResultOf(payment: MercadoPagoPayment): ChargeResult {
  const reference = payment.id ? `MP-${payment.id}` : null;
  if (payment.status === 'approved' && reference) return { status: 'APPROVED', reference };
  if ((payment.status === 'in_process' || payment.status === 'pending' || payment.status === 'authorized') && reference) {
    return { status: 'PENDING', reference };
  }
  return { status: 'DECLINED', reference, reason: REJECTIONS[payment.status_detail ?? ''] ?? GENERIC_REJECTION };
}

/** The signature MercadoPago sends with a webhook (x-signature `ts=…,v1=…`). */
export function webhookSignature(secret: string, dataId: string, requestId: string, ts: string): string {
  return createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
}

/** Whether a webhook is MercadoPago's: a valid, recent signature over the payment id and request id. */
export function verifyWebhook(
  secret: string,
  input: { signature: unknown; requestId: unknown; dataId: unknown },
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  if (!secret || typeof input.signature !== 'string' || typeof input.requestId !== 'string' || typeof input.dataId !== 'string')
    return false;
  const parts = Object.fromEntries(
    input.signature.split(',').map((p) => {
      const [k, ...v] = p.trim().split('=');
      return [k, v.join('=')];
    }),
  );
  const ts = parts.ts ?? '';
  const v1 = parts.v1 ?? '';
  if (!/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(nowS - Number(ts)) > WEBHOOK_MAX_AGE_S) return false;
  // MercadoPago signs an alphanumeric data.id in lower case.
  const id = /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const expected = Buffer.from(webhookSignature(secret, id, input.requestId, ts), 'hex');
  const given = Buffer.from(v1.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
