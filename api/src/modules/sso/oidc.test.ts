import { startFakeOidc, type FakeOidc } from '../../test/fakeOidc';
import { discover, verifyIdToken } from './oidc';
import type { SsoClient } from './providers';

describe('ID token checks', () => {
  let fake: FakeOidc;
  let google: SsoClient;
  let microsoft: SsoClient;
  const base = { sub: 'abc', aud: 'client-1', nonce: 'n-1', email: 'Ana@Example.PE', name: 'Ana' };

  beforeAll(async () => {
    fake = await startFakeOidc();
    google = {
      provider: 'google',
      clientId: 'client-1',
      clientSecret: 's',
      discoveryUrl: `${fake.url}/google/.well-known/openid-configuration`,
      expectedIssuer: (d) => d,
    };
    microsoft = {
      provider: 'microsoft',
      clientId: 'client-1',
      clientSecret: 's',
      discoveryUrl: `${fake.url}/microsoft/common/v2.0/.well-known/openid-configuration`,
      expectedIssuer: (d, c) => d.replace('{tenantid}', String(c.tid)),
    };
  });
  afterAll(() => fake.close());

  const check = async (client: SsoClient, token: string, nonce = 'n-1') => verifyIdToken(client, await discover(client), token, nonce);

  it('reads a valid Google token, lower-casing the e-mail', async () => {
    const id = await check(google, await fake.idToken('google', { ...base, email_verified: true }));
    expect(id).toEqual({ subject: 'abc', email: 'ana@example.pe', emailVerified: true, name: 'Ana' });
  });

  it('reads Microsoft tenants from the issuer template; the e-mail counts as verified only with xms_edov', async () => {
    expect((await check(microsoft, await fake.idToken('microsoft', { ...base, xms_edov: true }))).emailVerified).toBe(true);
    expect((await check(microsoft, await fake.idToken('microsoft', base))).emailVerified).toBe(false);
  });

  it.each([
    ['signed by another key', { foreignKey: true }, {}],
    ['for another client', {}, { aud: 'client-2' }],
    ['from another issuer', {}, { iss: 'https://evil.example' }],
    ['expired', {}, { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['with another nonce', {}, { nonce: 'n-2' }],
  ])('refuses a token %s', async (_label, opts, claims) => {
    const token = await fake.idToken('google', { ...base, email_verified: true, ...claims }, opts);
    await expect(check(google, token)).rejects.toThrow(/id_token/);
  });
});
