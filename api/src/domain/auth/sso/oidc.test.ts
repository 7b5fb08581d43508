import { FAKE_MICROSOFT_TENANT_ID, startFakeOidc, type FakeOidc } from '../../../test/fakeOidc';
import { authorizeUrl, discover, exchangeCode, ENTRA_ORIGIN } from './oidc';
import type { SsoClient } from './client';

describe('code exchange and ID token checks (openid-client)', () => {
  let fake: FakeOidc;
  let google: SsoClient;
  let microsoft: SsoClient;
  const redirectUri = 'http://127.0.0.1/api/auth/sso/callback';

  beforeAll(async () => {
    fake = await startFakeOidc();
    fake.clients.set('client-1', 's-1');
    google = { provider: 'google', clientId: 'client-1', clientSecret: 's-1', issuer: `${fake.url}/google`, servedAt: null };
    // Entra ID's multi-tenant endpoint, served by the stand-in: its issuer is a {tenantid} template.
    microsoft = {
      provider: 'microsoft',
      clientId: 'client-1',
      clientSecret: 's-1',
      issuer: `${ENTRA_ORIGIN}/organizations/v2.0`,
      servedAt: `${fake.url}/microsoft`,
    };
  });
  afterAll(() => fake.close());

  /** The browser's round trip through the provider's page, then the exchange of its answer. */
  async function signIn(client: SsoClient, account: { email: string; verified?: boolean }, nonce = 'n-1') {
    const config = await discover(client);
    const checks = { state: 's-1', nonce: 'n-1', verifier: 'v'.repeat(43) };
    const page = new URL(await authorizeUrl(config, { redirectUri, ...checks }));
    page.searchParams.set('email', account.email);
    page.searchParams.set('name', ' Ana ');
    if (account.verified === false) page.searchParams.set('verified', '0');
    const answer = await fetch(page, { redirect: 'manual' });
    return exchangeCode(client, config, new URL(String(answer.headers.get('location'))), { ...checks, nonce });
  }

  it('reads a valid Google token, lower-casing the e-mail, after sending the PKCE verifier and the secret', async () => {
    expect(await signIn(google, { email: 'Ana@Example.PE' })).toEqual({
      subject: expect.any(String),
      email: 'ana@example.pe',
      emailVerified: true,
      name: 'Ana',
    });
    expect(fake.tokenRequests.at(-1)).toMatchObject({ client_secret: 's-1', code_verifier: 'v'.repeat(43) });
  });

  it("reads Microsoft's tenant issuer from the template; the e-mail counts as verified only with xms_edov", async () => {
    expect((await signIn(microsoft, { email: 'ana@contoso.pe' })).emailVerified).toBe(true);
    expect((await signIn(microsoft, { email: 'ana@contoso.pe', verified: false })).emailVerified).toBe(false);
    fake.nextToken = { claims: { tid: 'another-tenant' } };
    await expect(signIn(microsoft, { email: 'ana@contoso.pe' })).rejects.toThrow(/id_token/);
    expect(FAKE_MICROSOFT_TENANT_ID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['signed by another key', { foreignKey: true }],
    ['for another client', { claims: { aud: 'client-2' } }],
    ['from another issuer', { claims: { iss: 'https://evil.example' } }],
    ['expired', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['with another nonce', { claims: { nonce: 'n-2' } }],
  ])('refuses a token %s', async (_label, forged) => {
    fake.nextToken = forged;
    await expect(signIn(google, { email: 'ana@example.pe' })).rejects.toThrow(/id_token/);
  });

  it('refuses an answer whose PKCE verifier does not match', async () => {
    const config = await discover(google);
    const page = new URL(await authorizeUrl(config, { redirectUri, state: 's', nonce: 'n', verifier: 'a'.repeat(43) }));
    page.searchParams.set('email', 'ana@example.pe');
    const answer = await fetch(page, { redirect: 'manual' });
    await expect(
      exchangeCode(google, config, new URL(String(answer.headers.get('location'))), { state: 's', nonce: 'n', verifier: 'b'.repeat(43) }),
    ).rejects.toThrow(/refused/);
  });
});
