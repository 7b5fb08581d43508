import type { FastifyInstance } from 'fastify';
import { CARD_PAYMENTS_UNAVAILABLE } from '@inpro/shared-contracts';
import { HttpError } from '../../errors';
import { loadGroup } from '../settings/store';
import { SandboxPaymentProvider, type PaymentProvider } from './paymentProvider';

/**
 * The card gateway for a charge. The sandbox serves development and tests; in production
 * (NODE_ENV=production) it is refused unless the payments setting allows it. A real gateway
 * adapter (Culqi, MercadoPago) plugs in through `override` (tests) or here when it is built.
 */
export async function cardProvider(app: FastifyInstance, override?: PaymentProvider): Promise<PaymentProvider> {
  if (override) return override;
  const payments = await loadGroup(app, 'payments');
  if (process.env.NODE_ENV === 'production' && !payments.allowSandboxInProduction) throw new HttpError(503, CARD_PAYMENTS_UNAVAILABLE);
  return new SandboxPaymentProvider();
}
