import type { FastifyInstance } from 'fastify';
import { CARD_PAYMENTS_UNAVAILABLE } from '@inpro/shared-contracts';
import { HttpError } from '../../errors';
import { loadGroup } from '../settings/store';
import { MercadoPagoProvider } from './mercadoPago';
import { SandboxPaymentProvider, type PaymentProvider } from './paymentProvider';

/**
 * The card gateway for a charge, chosen by the gateway setting of /admin/conf: MercadoPago with
 * its access token (the secret key); otherwise the sandbox, which serves development and tests
 * and is refused in production (NODE_ENV=production) unless the payments setting allows it.
 */
export async function cardProvider(app: FastifyInstance, override?: PaymentProvider): Promise<PaymentProvider> {
  if (override) return override;
  const payments = await loadGroup(app, 'payments');
  if (payments.gateway === 'MercadoPago') {
    if (!payments.secretKey) throw new HttpError(503, CARD_PAYMENTS_UNAVAILABLE);
    return new MercadoPagoProvider({ accessToken: payments.secretKey, baseUrl: app.config.mercadoPagoApiUrl });
  }
  if (process.env.NODE_ENV === 'production' && !payments.allowSandboxInProduction) throw new HttpError(503, CARD_PAYMENTS_UNAVAILABLE);
  return new SandboxPaymentProvider();
}
