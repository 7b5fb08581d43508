import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeUTF8 } from 'entities';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';

/**
 * Test-only: a local OpenID Connect provider standing in for Google and Microsoft, from their
 * public documentation (discovery, authorization code with PKCE S256, token endpoint with the
 * client secret, RS256 ID tokens signed by a published key set).
 *
 * Google's issuer is `<url>/google`; Microsoft's authority is `<url>/microsoft` (discovery at
 * `/microsoft/<tenant>/v2.0/...`, issuer `<url>/microsoft/{tenantid}/v2.0`). The sign-in page
 * (GET /<kind>/authorize) is a small form asking the e-mail and name of the account to use; a
 * test can skip it by adding `email` (and `name`, `verified=0`, `deny=1`) to the query.
 */
interface FakeOidcAccount {
  email: string;
  name: string;
  verified: boolean;
}

export interface FakeOidc {
  url: string;
  /** client id → client secret of the registered applications. */
  clients: Map<string, string>;
  /** Every token request (to assert the PKCE verifier and secret were sent). */
  tokenRequests: Array<Record<string, string>>;
  /** Claims (and the key) of the next ID token the token endpoint issues: forged or expired tokens. */
  nextToken: { claims?: Record<string, unknown>; foreignKey?: boolean } | null;
  /** Signs an ID token as this provider would, with overrides (for forged/expired tokens). */
  idToken(kind: 'google' | 'microsoft', claims: Record<string, unknown>, opts?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/** The Microsoft tenant of the accounts this fake signs in (a work tenant that owns the domain). */
export const FAKE_MICROSOFT_TENANT_ID = '6f1a3a1c-0000-4000-8000-00000000c0de';

interface PendingCode {
  kind: 'google' | 'microsoft';
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  account: FakeOidcAccount;
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function chooserPage(params: URLSearchParams): string {
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escapeUTF8(k)}" value="${escapeUTF8(v)}">`).join('');
  return `<!doctype html><html lang="es"><meta charset="utf-8"><title>Proveedor de identidad de prueba</title>
<h1>Elige una cuenta</h1><form method="get">${hidden}
<label>Correo <input name="email" type="email" required></label>
<label>Nombre <input name="name"></label>
<button type="submit">Continuar</button></form></html>`;
}

export async function startFakeOidc(port = 0): Promise<FakeOidc> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const clients = new Map<string, string>();
  const tokenRequests: Array<Record<string, string>> = [];
  let url = '';

  const issuerOf = (kind: 'google' | 'microsoft') =>
    kind === 'google' ? `${url}/google` : `${url}/microsoft/${FAKE_MICROSOFT_TENANT_ID}/v2.0`;

  async function idToken(
    kind: 'google' | 'microsoft',
    claims: Record<string, unknown>,
    opts: { foreignKey?: boolean } = {},
  ): Promise<string> {
    const key: KeyLike = opts.foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT({ iss: issuerOf(kind), ...(kind === 'microsoft' ? { tid: FAKE_MICROSOFT_TENANT_ID } : {}), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuedAt()
      .setExpirationTime((claims.exp as number | undefined) ?? '10m')
      .sign(key);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', url);
    const kind = u.pathname.startsWith('/microsoft/') ? 'microsoft' : u.pathname.startsWith('/google/') ? 'google' : null;
    if (!kind) return send(res, 404, { error: 'not_found' });
    const rest = u.pathname.slice(kind.length + 1);
    if (rest.endsWith('/.well-known/openid-configuration')) {
      const issuer = kind === 'google' ? `${url}/google` : `${url}/microsoft/{tenantid}/v2.0`;
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${url}/${kind}/authorize`,
        token_endpoint: `${url}/${kind}/token`,
        jwks_uri: `${url}/${kind}/jwks`,
      });
    }
    if (rest === '/jwks') return send(res, 200, { keys: [jwk] });
    if (rest === '/authorize' && req.method === 'GET') {
      const q = u.searchParams;
      const redirect = q.get('redirect_uri') ?? '';
      const clientId = q.get('client_id') ?? '';
      if (!clients.has(clientId) || !/^https?:\/\//.test(redirect))
        return send(res, 400, 'Cliente desconocido', 'text/plain; charset=utf-8');
      const back = new URL(redirect);
      back.searchParams.set('state', q.get('state') ?? '');
      if (q.get('deny') === '1') {
        back.searchParams.set('error', 'access_denied');
        res.writeHead(302, { Location: back.toString() });
        return void res.end();
      }
      const email = q.get('email');
      if (!email) return send(res, 200, chooserPage(q), 'text/html; charset=utf-8');
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        kind,
        clientId,
        redirectUri: redirect,
        nonce: q.get('nonce') ?? '',
        challenge: q.get('code_challenge') ?? '',
        account: { email, name: q.get('name') ?? '', verified: q.get('verified') !== '0' },
      });
      back.searchParams.set('code', code);
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
    }
    if (rest === '/token' && req.method === 'POST') {
      const form = await readForm(req);
      tokenRequests.push(form);
      const pending = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!pending || pending.kind !== kind || clients.get(form.client_id ?? '') !== form.client_secret) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      const verifierHash = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (pending.clientId !== form.client_id || pending.redirectUri !== form.redirect_uri || verifierHash !== pending.challenge) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      const a = pending.account;
      const claims: Record<string, unknown> = {
        sub: createHash('sha256').update(a.email).digest('hex').slice(0, 21),
        aud: pending.clientId,
        nonce: pending.nonce,
        email: a.email,
        name: a.name,
      };
      if (kind === 'google') claims.email_verified = a.verified;
      else claims.xms_edov = a.verified;
      const forged = fake.nextToken;
      fake.nextToken = null;
      const token = await idToken(kind, { ...claims, ...forged?.claims }, { foreignKey: forged?.foreignKey });
      return send(res, 200, { access_token: 'fake-access', token_type: 'Bearer', expires_in: 3599, id_token: token });
    }
    return send(res, 404, { error: 'not_found' });
  }

  const fake: FakeOidc = {
    url: '',
    clients,
    tokenRequests,
    nextToken: null,
    idToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => send(res, 500, { error: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}
