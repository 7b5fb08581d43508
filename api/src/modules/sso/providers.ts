import type { FastifyInstance } from 'fastify';
import type { SsoProvider } from '@inpro/shared-contracts';
import { getSettings } from '../settings/store';
import { ENTRA_ORIGIN } from './oidc';

/** A provider as the sign-in flow needs it: the client registered there and where to find it. */
export interface SsoClient {
  provider: SsoProvider;
  clientId: string;
  clientSecret: string;
  /** The provider's issuer identifier (discovery at <issuer>/.well-known/openid-configuration). */
  issuer: string;
  /** Where Entra ID (Microsoft) is served when not at its own origin (a stand-in provider), else null. */
  servedAt: string | null;
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
      issuer: app.config.ssoGoogleIssuer,
      servedAt: null,
    };
  }
  if (!sso.microsoftEnabled || !sso.microsoftClientId || !sso.microsoftClientSecret) return null;
  const authority = app.config.ssoMicrosoftAuthority.replace(/\/+$/, '');
  const tenant = /^[\w.-]{1,100}$/.test(sso.microsoftTenant) ? sso.microsoftTenant : 'common';
  return {
    provider,
    clientId: sso.microsoftClientId,
    clientSecret: sso.microsoftClientSecret,
    issuer: `${ENTRA_ORIGIN}/${tenant}/v2.0`,
    servedAt: authority === ENTRA_ORIGIN ? null : authority,
  };
}
