import type { FastifyInstance } from 'fastify';
import type { SsoProvider } from '@inpro/shared-contracts';
import { getSettings } from '../settings/store';

/** A provider as the sign-in flow needs it: the client registered there and where to find it. */
export interface SsoClient {
  provider: SsoProvider;
  clientId: string;
  clientSecret: string;
  /** The OpenID discovery document's URL. */
  discoveryUrl: string;
  /** The issuer an ID token must carry, given its claims (Microsoft's depends on the tenant). */
  expectedIssuer(discoveredIssuer: string, claims: { tid?: unknown }): string;
}

/** Microsoft's multi-tenant endpoints advertise the issuer with a `{tenantid}` placeholder. */
function microsoftIssuer(discovered: string, claims: { tid?: unknown }): string {
  return typeof claims.tid === 'string' && /^[\w-]{1,64}$/.test(claims.tid) ? discovered.replace('{tenantid}', claims.tid) : discovered;
}

/**
 * The provider's client when the administrator enabled it and filled its client id and secret
 * (the same rule that shows its button on the sign-in page); otherwise null.
 */
export async function ssoClient(app: FastifyInstance, provider: SsoProvider): Promise<SsoClient | null> {
  const sso = await getSettings(app, 'sso');
  if (provider === 'google') {
    if (!sso.googleEnabled || !sso.googleClientId || !sso.googleClientSecret) return null;
    return {
      provider,
      clientId: sso.googleClientId,
      clientSecret: sso.googleClientSecret,
      discoveryUrl: `${app.config.ssoGoogleIssuer}/.well-known/openid-configuration`,
      expectedIssuer: (discovered) => discovered,
    };
  }
  if (!sso.microsoftEnabled || !sso.microsoftClientId || !sso.microsoftClientSecret) return null;
  const tenant = /^[\w.-]{1,100}$/.test(sso.microsoftTenant) ? sso.microsoftTenant : 'common';
  return {
    provider,
    clientId: sso.microsoftClientId,
    clientSecret: sso.microsoftClientSecret,
    discoveryUrl: `${app.config.ssoMicrosoftAuthority}/${tenant}/v2.0/.well-known/openid-configuration`,
    expectedIssuer: microsoftIssuer,
  };
}
