import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { webhookSignature } from '../domain/orders/mercadoPago';
import { FAKE_MERCADOPAGO_SDK } from './fakeMercadoPagoSdk';

/**
 * Test-only: a local stand-in for MercadoPago's Payments API, from its public documentation
 * (POST /v1/payments with Bearer token and X-Idempotency-Key, GET /v1/payments/{id}). The card
 * token decides the outcome: mp_approve, mp_insufficient, mp_expired, mp_pending, mp_other,
 * mp_timeout (never answers), alone or followed by `_<random>`. `webhook()` builds a signed
 * notification as MercadoPago sends it.
 *
 * The browser side too: GET /js/v2 is a stand-in of MercadoPago.js (see fakeMercadoPagoSdk.ts),
 * whose card fields post the card to POST /v1/card_tokens?public_key=… here, never to our server.
 * As in MercadoPago's test environment, the cardholder name decides the outcome of the token:
 * APRO approves, FUND lacks funds, EXPI is expired, CONT stays pending, anything else is refused.
 */
interface FakePayment {
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
  mp_other: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
};

/** MercadoPago's test cardholder names and the token scenario each one makes. */
const HOLDER_SCENARIOS: Record<string, string> = { APRO: 'approve', FUND: 'insufficient', EXPI: 'expired', CONT: 'pending' };

/** The scenario of a token: mp_<scenario>, optionally followed by _<random>. */
function scenarioOf(token: unknown): string | null {
  return /^mp_([a-z]+)(?:_[a-z0-9]+)?$/.exec(String(token))?.[1] ?? null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** POST /v1/card_tokens: checks the card like MercadoPago does and answers a token (or 400 with the causes). */
function cardToken(body: Record<string, unknown>): { status: number; body: Record<string, unknown> } {
  const number = String(body.card_number ?? '').replace(/\D/g, '');
  const month = Number(body.expiration_month);
  const year = Number(body.expiration_year);
  const code = String(body.security_code ?? '');
  const holder = (body.cardholder ?? {}) as { name?: unknown; identification?: { type?: unknown; number?: unknown } };
  const causes: Array<{ code: string; description: string }> = [];
  if (number.length < 13 || number.length > 19 || !luhn(number)) causes.push({ code: 'E301', description: 'invalid card_number' });
  const now = new Date();
  const fullYear = year < 100 ? 2000 + year : year;
  if (!(month >= 1 && month <= 12) || fullYear * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    causes.push({ code: 'E208', description: 'invalid expiration_date' });
  }
  if (!/^\d{3,4}$/.test(code)) causes.push({ code: 'E302', description: 'invalid security_code' });
  if (!String(holder.name ?? '').trim()) causes.push({ code: '221', description: 'cardholder name required' });
  if (!/^\w{6,15}$/.test(String(holder.identification?.number ?? '')))
    causes.push({ code: '214', description: 'invalid identification number' });
  if (causes.length) return { status: 400, body: { message: 'bad request', status: 400, cause: causes } };
  const scenario = HOLDER_SCENARIOS[String(holder.name).trim().slice(0, 4).toUpperCase()] ?? 'other';
  return {
    status: 201,
    body: {
      id: `mp_${scenario}_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      status: 'active',
    },
  };
}

/** The brand of a card number (Visa, Mastercard, American Express, Diners) as payment_methods/search answers it. */
function paymentMethodOf(bin: string): { id: string; issuer: { id: number } } | null {
  if (/^4/.test(bin)) return { id: 'visa', issuer: { id: 1040 } };
  if (/^(5[1-5]|2[2-7])/.test(bin)) return { id: 'master', issuer: { id: 1041 } };
  if (/^3[47]/.test(bin)) return { id: 'amex', issuer: { id: 1042 } };
  if (/^3(0|6|8)/.test(bin)) return { id: 'diners', issuer: { id: 1043 } };
  return null;
}

export async function startFakeMercadoPago(accessToken: string, publicKey = 'TEST-public', listenPort = 0): Promise<FakeMercadoPago> {
  const payments = new Map<number, FakePayment>();
  const byKey = new Map<string, number>();
  const requests: FakeMercadoPago['requests'] = [];
  let seq = 1_000_000;
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    // The browser side: the SDK and the calls it makes with the public key (CORS, no secret).
    if (req.method === 'GET' && url.pathname === '/js/v2') {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(FAKE_MERCADOPAGO_SDK);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      });
      return void res.end();
    }
    if (url.pathname === '/v1/card_tokens' || url.pathname === '/v1/payment_methods/search') {
      if (url.searchParams.get('public_key') !== publicKey) return send(401, { message: 'invalid public key', status: 401 });
      if (req.method === 'GET') {
        const method = paymentMethodOf(url.searchParams.get('bin') ?? '');
        return send(200, { results: method ? [method] : [] });
      }
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          return send(400, { message: 'invalid json', status: 400 });
        }
        const answer = cardToken(body);
        send(answer.status, answer.body);
      });
      return;
    }
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
      const scenario = scenarioOf(body.token);
      if (scenario === 'timeout') return; // never answers
      const outcome = scenario ? OUTCOMES[`mp_${scenario}`] : undefined;
      if (!outcome) return send(400, { message: 'invalid card token', status: 400, cause: [{ code: 2006 }] });
      if (typeof body.payment_method_id !== 'string' || !body.payment_method_id) {
        return send(400, { message: "payment_method_id attribute can't be null", status: 400, cause: [{ code: 4020 }] });
      }
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
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
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
