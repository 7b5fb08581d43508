import type { SsoProvider } from '@inpro/shared-contracts';

/**
 * A provider as the sign-in flow needs it: the client registered there and where to find it
 * (providers.ts builds it from the settings, oidc.ts uses it).
 */
export interface SsoClient {
  provider: SsoProvider;
  clientId: string;
  clientSecret: string;
  /** The provider's issuer identifier (discovery at <issuer>/.well-known/openid-configuration). */
  issuer: string;
  /** Where Entra ID (Microsoft) is served when not at its own origin (a stand-in provider), else null. */
  servedAt: string | null;
}
