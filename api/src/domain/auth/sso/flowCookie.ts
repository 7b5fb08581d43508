import * as oidc from 'openid-client';
import { isSsoProvider, safeNextPath, type SsoProvider } from '@inpro/shared-contracts';
import { hmacSigner, type HmacSigner } from '../../../lib/hmac';

/** The browser keeps one sign-in in flight in this cookie (signed, HttpOnly, 10 minutes). */
export const SSO_FLOW_COOKIE = 'inpro_sso';
export const SSO_FLOW_PATH = '/api/auth/sso';
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;

/** What the callback must match: the provider, the state and nonce sent, the PKCE verifier, where to land. */
export interface SsoFlow {
  provider: SsoProvider;
  state: string;
  nonce: string;
  verifier: string;
  next: string | null;
  expiresAt: number;
}

export function newFlow(provider: SsoProvider, next: string | null, now = Date.now()): SsoFlow {
  return {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    next,
    expiresAt: now + SSO_FLOW_TTL_MS,
  };
}

function mac(secret: string): HmacSigner {
  return hmacSigner(`sso-flow:${secret}`);
}

export function sealFlow(flow: SsoFlow, secret: string): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${mac(secret).sign(body)}`;
}

/** The flow of a cookie value, or null when it is missing, forged, malformed or expired. */
export function openFlow(value: string | undefined, secret: string, now = Date.now()): SsoFlow | null {
  if (!value || value.length > 2000) return null;
  const [body, sig, extra] = value.split('.');
  if (!body || !sig || extra !== undefined) return null;
  if (!mac(secret).verify(body, sig)) return null;
  try {
    const f = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<SsoFlow>;
    if (!isSsoProvider(f.provider) || typeof f.state !== 'string' || typeof f.nonce !== 'string') return null;
    if (typeof f.verifier !== 'string' || typeof f.expiresAt !== 'number' || f.expiresAt < now) return null;
    return {
      provider: f.provider,
      state: f.state,
      nonce: f.nonce,
      verifier: f.verifier,
      next: safeNextPath(f.next),
      expiresAt: f.expiresAt,
    };
  } catch {
    return null;
  }
}
