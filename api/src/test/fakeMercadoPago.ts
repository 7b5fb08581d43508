import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { webhookSignature } from '../modules/orders/mercadoPago';

/**
 * Test-only: a local stand-in for MercadoPago's Payments API, from its public documentation
 * (POST /v1/payments with Bearer token and X-Idempotency-Key, GET /v1/payments/{id}). The card
 * token decides the outcome: mp_approve, mp_insufficient, mp_expired, mp_pending, mp_timeout
 * (never answers). `webhook()` builds a signed notification as MercadoPago sends it.
 */
export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  external_reference: string;
  payer: { email: string };
}

export interface FakeMercadoPago {
  url: string;
  payments: Map<number, FakePayment>;
  /** Every POST /v1/payments received (its idempotency key and body). */
  requests: Array<{ idempotencyKey: string | undefined; body: Record<string, unknown> }>;
  /** MercadoPago decides a pending payment later. */
  settle(id: number, status: 'approved' | 'rejected', detail?: string): void;
  /** A signed webhook for payment `id`: url (with data.id and type) and headers. */
  webhook(id: number, secret: string, opts?: { ts?: number }): { url: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const OUTCOMES: Record<string, { status: string; status_detail: string }> = {
  mp_approve: { status: 'approved', status_detail: 'accredited' },
  mp_insufficient: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  mp_expired: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  mp_pending: { status: 'in_process', status_detail: 'pending_contingency' },
};

export async function startFakeMercadoPago(accessToken: string): Promise<FakeMercadoPago> {
  const payments = new Map<number, FakePayment>();
  const byKey = new Map<string, number>();
  const requests: FakeMercadoPago['requests'] = [];
  let seq = 1_000_000;
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${accessToken}`) return send(401, { message: 'invalid access token', status: 401 });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const get = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && get) {
        const p = payments.get(Number(get[1]));
        return p ? send(200, p) : send(404, { message: 'Payment not found', status: 404 });
      }
      if (req.method !== 'POST' || req.url !== '/v1/payments') return send(404, { message: 'not found', status: 404 });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const key = req.headers['x-idempotency-key'] as string | undefined;
      requests.push({ idempotencyKey: key, body });
      if (key && byKey.has(key)) return send(200, payments.get(byKey.get(key)!));
      if (body.token === 'mp_timeout') return; // never answers
      const outcome = OUTCOMES[String(body.token)];
      if (!outcome) return send(400, { message: 'invalid card token', status: 400, cause: [{ code: 2006 }] });
      const id = (seq += 1);
      const payment: FakePayment = {
        id,
        ...outcome,
        transaction_amount: Number(body.transaction_amount),
        external_reference: String(body.external_reference ?? ''),
        payer: { email: String((body.payer as { email?: unknown } | undefined)?.email ?? '') },
      };
      payments.set(id, payment);
      if (key) byKey.set(key, id);
      send(201, payment);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    requests,
    settle(id, status, detail = status === 'approved' ? 'accredited' : 'cc_rejected_other_reason') {
      const p = payments.get(id);
      if (p) Object.assign(p, { status, status_detail: detail });
    },
    webhook(id, secret, opts = {}) {
      const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
      const requestId = randomUUID();
      return {
        url: `/api/payments/webhooks/mercadopago?data.id=${id}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${webhookSignature(secret, String(id), requestId, ts)}`,
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
