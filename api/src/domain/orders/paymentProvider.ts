import { randomUUID } from 'node:crypto';

/** What a provider needs to charge one payment. Amounts are strings in soles with two decimals. */
export interface ChargeRequest {
  /** Our payment id: the provider's idempotency key, so a retried charge is never taken twice. */
  paymentId: number;
  amount: string;
  currency: 'PEN';
  description: string;
  buyerEmail: string;
  /** The card token from the provider's tokenising form (card data never reaches this server). */
  token: string;
  /** The card's brand (e.g. visa) and issuer, when the provider's form reported them. */
  paymentMethodId?: string;
  issuerId?: string;
}

export type ChargeResult =
  | { status: 'APPROVED'; reference: string }
  /** Taken by the gateway but not decided yet (the provider's webhook settles it later). */
  | { status: 'PENDING'; reference: string }
  | { status: 'DECLINED'; reference: string | null; reason: string };

/** The provider could not be reached or did not answer: nothing is known to be charged. */
export class ProviderUnavailableError extends Error {}

/**
 * A payment gateway (Culqi, MercadoPago, Stripe, …). The orders service never talks to a gateway
 * directly; the gateway setting of /admin/conf chooses the implementation (see gateway.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The sandbox gateway of development and tests. Its tokens come from the test cards of
 * shared-contracts SANDBOX_TEST_CARDS (sbx_<scenario>_<random>): approve, insufficient funds,
 * expired card, and a gateway that does not answer.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isFinite(Number(request.amount)) || Number(request.amount) <= 0) {
      return { status: 'DECLINED', reference: null, reason: 'Monto inválido.' };
    }
    const scenario = /^sbx_([a-z]+)_[a-z0-9]+$/.exec(request.token)?.[1];
    switch (scenario) {
      case 'approve':
        return { status: 'APPROVED', reference: `SBX-${randomUUID()}` };
      case 'insufficient':
        return { status: 'DECLINED', reference: `SBX-${randomUUID()}`, reason: 'Fondos insuficientes.' };
      case 'expired':
        return { status: 'DECLINED', reference: `SBX-${randomUUID()}`, reason: 'La tarjeta está vencida.' };
      case 'timeout':
        throw new ProviderUnavailableError('sandbox: the gateway did not answer');
      default:
        return { status: 'DECLINED', reference: null, reason: 'Tarjeta no válida.' };
    }
  }
}
