import { startFakeMercadoPago, type FakeMercadoPago } from '../../api/src/test/fakeMercadoPago';

/** The MercadoPago account the browser tests configure in /admin/conf (test credentials of the local stand-in). */
export const E2E_MERCADOPAGO = {
  publicKey: 'TEST-e2e-public-key',
  accessToken: 'TEST-e2e-access-token',
  webhookSecret: 'e2e-webhook-secret',
} as const;

/**
 * A local stand-in for MercadoPago during the browser tests — its Payments API, its card-token
 * API and MercadoPago.js — and the server settings that point the API and the pages at it.
 */
export async function startMercadoPago(): Promise<{ provider: FakeMercadoPago; env: Record<string, string> }> {
  const provider = await startFakeMercadoPago(E2E_MERCADOPAGO.accessToken, E2E_MERCADOPAGO.publicKey);
  return { provider, env: { MERCADOPAGO_API_URL: provider.url, MERCADOPAGO_SDK_URL: `${provider.url}/js/v2` } };
}
