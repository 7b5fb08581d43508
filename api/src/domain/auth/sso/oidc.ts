import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SsoClient } from './client';

/** Raised when the provider cannot be reached or answers something unusable. */
export class SsoProviderError extends Error {}

/**
 * Microsoft Entra ID. Its multi-tenant discovery documents publish the issuer as a template
 * (`…/{tenantid}/v2.0`); openid-client fills the tenant from the ID token for this origin.
 */
export const ENTRA_ORIGIN = 'https://login.microsoftonline.com';

const TIMEOUT_S = 10;
const CONFIG_TTL_MS = 60 * 60 * 1000;
const configs = new Map<string, { config: oidc.Configuration; expires: number }>();

/** Requests for Entra ID go to where the client says it is served (a stand-in provider in tests). */
function entraFetch(servedAt: string): oidc.CustomFetch {
  return (url, options) => fetch(url.startsWith(ENTRA_ORIGIN) ? servedAt + url.slice(ENTRA_ORIGIN.length) : url, options as RequestInit);
}

/**
 * The provider's configuration for this client (openid-client discovery, kept an hour): its
 * endpoints and keys, the client secret sent in the token request, and ID tokens whose signature
 * is checked against the provider's published keys.
 */
export async function discover(client: SsoClient, now = Date.now()): Promise<oidc.Configuration> {
  const key = createHash('sha256')
    .update(JSON.stringify([client.issuer, client.servedAt, client.clientId, client.clientSecret]))
    .digest('base64url');
  const hit = configs.get(key);
  if (hit && hit.expires > now) return hit.config;
  // Plain http only when the operator points a provider at one (a local stand-in).
  const insecure = [client.issuer, client.servedAt ?? ''].some((u) => u.startsWith('http:'));
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      new URL(client.issuer),
      client.clientId,
      { client_secret: client.clientSecret, [oidc.clockTolerance]: 60 },
      oidc.ClientSecretPost(client.clientSecret),
      {
        timeout: TIMEOUT_S,
        [oidc.customFetch]: client.servedAt ? entraFetch(client.servedAt) : undefined,
        execute: insecure ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests] : [oidc.enableNonRepudiationChecks],
      },
    );
  } catch (err) {
    throw new SsoProviderError(`${client.issuer}: ${(err as Error).message}`);
  }
  configs.set(key, { config, expires: now + CONFIG_TTL_MS });
  return config;
}

export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  nonce: string;
  /** The PKCE verifier kept in the flow cookie (its S256 challenge goes to the provider). */
  verifier: string;
}

/** The provider's sign-in page for this flow (authorization code + PKCE S256). */
export async function authorizeUrl(config: oidc.Configuration, p: AuthorizeParams): Promise<string> {
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUri,
      scope: 'openid email profile',
      state: p.state,
      nonce: p.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    })
    .toString();
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
 * Trades the code of the provider's answer (`callback`: the callback URL as called) for tokens and
 * checks the ID token (signature by the provider's published keys, issuer, audience, expiry, nonce;
 * openid-client), then reads who signed in. Google says whether the e-mail is verified; Microsoft
 * only for consumer accounts or when the tenant owns the e-mail's domain (`xms_edov`).
 */
export async function exchangeCode(
  client: SsoClient,
  config: oidc.Configuration,
  callback: URL,
  checks: { state: string; nonce: string; verifier: string },
): Promise<SsoIdentity> {
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    throw new SsoProviderError(`code exchange or id_token refused: ${(err as Error).message}`);
  }
  if (!claims?.sub) throw new SsoProviderError('id_token has no subject');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const emailVerified =
    client.provider === 'google' ? claims.email_verified === true : claims.tid === MICROSOFT_CONSUMER_TENANT || claims.xms_edov === true;
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
  return { subject: claims.sub, email, emailVerified, name };
}
