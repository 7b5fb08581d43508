import type { FastifyInstance } from 'fastify';
import type { SsoProvider } from '@inpro/shared-contracts';
import { getSettings } from '../../settings/store';
import type { SsoClient } from './client';
import { ENTRA_ORIGIN } from './oidc';

export type { SsoClient } from './client';

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
