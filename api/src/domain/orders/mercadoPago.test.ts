import { startFakeMercadoPago } from '../../test/fakeMercadoPago';
import { GENERIC_REJECTION, MercadoPagoProvider, chargeResultOf, verifyWebhook, webhookSignature } from './mercadoPago';
import { ProviderUnavailableError } from './paymentProvider';

const request = (token: string) => ({
  paymentId: 7,
  amount: '150.00',
  currency: 'PEN' as const,
  description: 'ORD-000007',
  buyerEmail: 'a@x.pe',
  token,
});

describe('MercadoPago adapter', () => {
  it('counts a gateway that does not answer, or answers 5xx, as down (nothing known to be charged)', async () => {
    const fake = await startFakeMercadoPago('tok');
    try {
      const slow = new MercadoPagoProvider({ accessToken: 'tok', baseUrl: fake.url, timeoutMs: 200 });
      await expect(slow.charge(request('mp_timeout'))).rejects.toBeInstanceOf(ProviderUnavailableError);
      const down = new MercadoPagoProvider({ accessToken: 'tok', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
      await expect(down.charge(request('mp_approve'))).rejects.toBeInstanceOf(ProviderUnavailableError);
      // A wrong access token is a refusal of that request: declined, not approved.
      const wrong = new MercadoPagoProvider({ accessToken: 'otro', baseUrl: fake.url });
      expect((await wrong.charge(request('mp_approve'))).status).toBe('DECLINED');
    } finally {
      await fake.close();
    }
  });

  it('maps MercadoPago statuses to ours', () => {
    expect(chargeResultOf({ id: 9, status: 'approved' })).toEqual({ status: 'APPROVED', reference: 'MP-9' });
    expect(chargeResultOf({ id: 9, status: 'in_process' })).toEqual({ status: 'PENDING', reference: 'MP-9' });
    expect(chargeResultOf({ id: 9, status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' })).toMatchObject({
      status: 'DECLINED',
      reason: 'Fondos insuficientes.',
    });
    expect(chargeResultOf({ id: 9, status: 'rejected', status_detail: 'algo_nuevo' })).toMatchObject({ reason: GENERIC_REJECTION });
  });

  it('verifies the webhook signature over data.id, x-request-id and ts', () => {
    const now = 1_800_000_000;
    const sig = (id: string, rid: string, ts = now) => `ts=${ts},v1=${webhookSignature('s3cret', id, rid, String(ts))}`;
    expect(verifyWebhook('s3cret', { signature: sig('123', 'r-1'), requestId: 'r-1', dataId: '123' }, now)).toBe(true);
    // Alphanumeric ids are signed in lower case.
    expect(verifyWebhook('s3cret', { signature: sig('abc9', 'r-1'), requestId: 'r-1', dataId: 'ABC9' }, now)).toBe(true);
    expect(verifyWebhook('s3cret', { signature: sig('123', 'r-1'), requestId: 'r-2', dataId: '123' }, now)).toBe(false);
    expect(verifyWebhook('s3cret', { signature: sig('123', 'r-1'), requestId: 'r-1', dataId: '124' }, now)).toBe(false);
    expect(verifyWebhook('otro', { signature: sig('123', 'r-1'), requestId: 'r-1', dataId: '123' }, now)).toBe(false);
    expect(verifyWebhook('s3cret', { signature: sig('123', 'r-1', now - 3600), requestId: 'r-1', dataId: '123' }, now)).toBe(false);
    expect(verifyWebhook('', { signature: sig('123', 'r-1'), requestId: 'r-1', dataId: '123' }, now)).toBe(false);
    expect(verifyWebhook('s3cret', { signature: 'basura', requestId: 'r-1', dataId: '123' }, now)).toBe(false);
  });
});
