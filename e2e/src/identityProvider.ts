import { startFakeOidc, type FakeOidc } from '../../api/src/test/fakeOidc';

/** The Google application the browser tests register at the local identity provider. */
export const E2E_GOOGLE_CLIENT = { id: 'inpro-e2e.apps.googleusercontent.com', secret: 'inpro-e2e-google-secret' } as const;

/**
 * A local OpenID provider standing in for Google and Microsoft during the browser tests, and the
 * server settings that point the API at it.
 */
export async function startIdentityProvider(): Promise<{ provider: FakeOidc; env: Record<string, string> }> {
  const provider = await startFakeOidc();
  provider.clients.set(E2E_GOOGLE_CLIENT.id, E2E_GOOGLE_CLIENT.secret);
  return { provider, env: { SSO_GOOGLE_ISSUER: `${provider.url}/google`, SSO_MICROSOFT_AUTHORITY: `${provider.url}/microsoft` } };
}
