import { randomUUID } from 'node:crypto';

/** What a provider needs to charge one order. Amounts are strings in soles with two decimals. */
export interface ChargeRequest {
  orderId: number;
  amount: string;
  currency: 'PEN';
  description: string;
  buyerName: string;
  buyerEmail: string;
}

export type ChargeResult = { status: 'APPROVED'; reference: string } | { status: 'DECLINED'; reference: string | null; reason: string };

/**
 * A payment gateway (Culqi, MercadoPago, Stripe, …). A real provider is added by implementing
 * this interface and selecting it in the app; the orders service never talks to a gateway
 * directly.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(order: ChargeRequest): Promise<ChargeResult>;
}

/** Built-in provider for development and demos: approves every charge with a unique reference. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async charge(order: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isFinite(Number(order.amount)) || Number(order.amount) < 0) {
      return { status: 'DECLINED', reference: null, reason: 'Monto inválido.' };
    }
    return { status: 'APPROVED', reference: `SBX-${randomUUID()}` };
  }
}
