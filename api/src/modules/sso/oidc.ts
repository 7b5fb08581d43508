import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SsoClient } from './providers';

/** The parts of an OpenID discovery document the flow uses. */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Raised when the provider cannot be reached or answers something unusable. */
export class SsoProviderError extends Error {}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discoveries = new Map<string, { doc: Discovery; expires: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json', ...init?.headers } });
  } catch (err) {
    throw new SsoProviderError(`${url}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) throw new SsoProviderError(`${url} answered ${res.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

const isUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//.test(v);

/** The provider's discovery document (kept an hour). */
export async function discover(client: SsoClient, now = Date.now()): Promise<Discovery> {
  const hit = discoveries.get(client.discoveryUrl);
  if (hit && hit.expires > now) return hit.doc;
  const d = (await getJson(client.discoveryUrl)) as Partial<Discovery> | null;
  if (!d || typeof d.issuer !== 'string' || !isUrl(d.authorization_endpoint) || !isUrl(d.token_endpoint) || !isUrl(d.jwks_uri)) {
    throw new SsoProviderError(`${client.discoveryUrl}: not an OpenID discovery document`);
  }
  const doc = {
    issuer: d.issuer,
    authorization_endpoint: d.authorization_endpoint,
    token_endpoint: d.token_endpoint,
    jwks_uri: d.jwks_uri,
  };
  discoveries.set(client.discoveryUrl, { doc, expires: now + DISCOVERY_TTL_MS });
  return doc;
}

export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  nonce: string;
  challenge: string;
}

/** The provider's sign-in page for this flow (authorization code + PKCE S256). */
export function authorizeUrl(client: SsoClient, doc: Discovery, p: AuthorizeParams): string {
  const url = new URL(doc.authorization_endpoint);
  const q = url.searchParams;
  q.set('client_id', client.clientId);
  q.set('redirect_uri', p.redirectUri);
  q.set('response_type', 'code');
  q.set('scope', 'openid email profile');
  q.set('state', p.state);
  q.set('nonce', p.nonce);
  q.set('code_challenge', p.challenge);
  q.set('code_challenge_method', 'S256');
  q.set('prompt', 'select_account');
  return url.toString();
}

/** Trades the code for tokens at the token endpoint and answers the ID token. */
export async function exchangeCode(
  client: SsoClient,
  doc: Discovery,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: verifier,
  });
  const answer = (await getJson(doc.token_endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })) as { id_token?: unknown } | null;
  if (!answer || typeof answer.id_token !== 'string') throw new SsoProviderError('token endpoint answered no id_token');
  return answer.id_token;
}

/** The identity an ID token vouches for. */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** Microsoft's consumer accounts (outlook.com, hotmail.com) all sign in through this tenant. */
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/**
 * Checks the ID token (signature by the provider's published keys, issuer, audience, expiry,
 * nonce) and reads who signed in. Google says whether the e-mail is verified; Microsoft only for
 * consumer accounts or when the tenant owns the e-mail's domain (`xms_edov`).
 */
export async function verifyIdToken(client: SsoClient, doc: Discovery, idToken: string, nonce: string): Promise<SsoIdentity> {
  let keys = keySets.get(doc.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: TIMEOUT_MS });
    keySets.set(doc.jwks_uri, keys);
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keys, { audience: client.clientId, clockTolerance: 60 }));
  } catch (err) {
    throw new SsoProviderError(`id_token refused: ${(err as Error).message}`);
  }
  const issuers = [client.expectedIssuer(doc.issuer, claims as { tid?: unknown })];
  if (client.provider === 'google') issuers.push(doc.issuer.replace(/^https:\/\//, ''));
  if (!claims.iss || !issuers.includes(claims.iss)) throw new SsoProviderError(`id_token issuer ${claims.iss} is not ${issuers[0]}`);
  if (claims.nonce !== nonce) throw new SsoProviderError('id_token nonce does not match');
  if (!claims.sub) throw new SsoProviderError('id_token has no subject');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const emailVerified =
    client.provider === 'google' ? claims.email_verified === true : claims.tid === MICROSOFT_CONSUMER_TENANT || claims.xms_edov === true;
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
  return { subject: claims.sub, email, emailVerified, name };
}
