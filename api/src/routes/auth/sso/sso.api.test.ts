import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, users } from '../../../db/schema';
import { describeOnDb, type TestUser } from '../../../test/testApp';
import { startFakeOidc, type FakeOidc } from '../../../test/fakeOidc';
import { SSO_FLOW_COOKIE } from '../../../domain/auth/sso/flowCookie';

const GOOGLE = { id: 'inpro-test.apps.googleusercontent.com', secret: 'google-secret-1' };
const MICROSOFT = { id: '0f0f0f0f-1111-2222-3333-444444444444', secret: 'microsoft-secret-1' };
let seq = 0;
const email = (label: string) => `sso-${label}-${Date.now()}-${(seq += 1)}@example.pe`;

interface Account {
  email?: string;
  name?: string;
  verified?: boolean;
  deny?: boolean;
}

/** Sign-in with Google and Microsoft against a local OpenID provider built from their public docs. */
describeOnDb('sign-in with Google and Microsoft', (t) => {
  let fake: FakeOidc;
  let admin: TestUser;

  const configure = (payload: object) => t.inject({ method: 'PUT', url: '/api/admin/settings/sso', headers: admin.auth, payload });

  beforeAll(async () => {
    fake = await startFakeOidc();
    fake.clients.set(GOOGLE.id, GOOGLE.secret);
    fake.clients.set(MICROSOFT.id, MICROSOFT.secret);
    t.app.config.ssoGoogleIssuer = `${fake.url}/google`;
    t.app.config.ssoMicrosoftAuthority = `${fake.url}/microsoft`;
    admin = await t.user('SUPER_ADMIN'); // mail, payment and sign-in settings are the master administrator's
    const saved = await configure({
      googleEnabled: true,
      googleClientId: GOOGLE.id,
      googleClientSecret: GOOGLE.secret,
      microsoftEnabled: true,
      microsoftClientId: MICROSOFT.id,
      microsoftClientSecret: MICROSOFT.secret,
      microsoftTenant: 'organizations',
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await fake.close();
  });

  /** The browser's round trip: start → provider's page (choosing `account`) → callback with the flow cookie. */
  async function signIn(provider: string, account: Account, next?: string): Promise<LightMyRequestResponse> {
    const start = await t.inject({ method: 'GET', url: `/api/auth/sso/${provider}${next ? `?next=${encodeURIComponent(next)}` : ''}` });
    expect(start.statusCode).toBe(302);
    const flowCookie = start.cookies.find((c) => c.name === SSO_FLOW_COOKIE);
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sso' });
    const authorize = new URL(String(start.headers.location));
    if (account.email) authorize.searchParams.set('email', account.email);
    if (account.name) authorize.searchParams.set('name', account.name);
    if (account.verified === false) authorize.searchParams.set('verified', '0');
    if (account.deny) authorize.searchParams.set('deny', '1');
    const idp = await fetch(authorize, { redirect: 'manual' });
    expect(idp.status).toBe(302);
    const back = new URL(String(idp.headers.get('location')));
    return t.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [SSO_FLOW_COOKIE]: flowCookie!.value } });
  }

  /** What the sign-in page does after `?sso=ok`: trade the refresh cookie for the session. */
  async function session(res: LightMyRequestResponse) {
    const refresh = res.cookies.find((c) => c.name === 'inpro_refresh');
    if (!refresh) return null;
    const r = await t.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { inpro_refresh: refresh.value } });
    expect(r.statusCode).toBe(200);
    return r.json() as { token: string; user: { email: string; fullName: string; role: string } };
  }

  const userByEmail = async (address: string) => (await t.db.select().from(users).where(eq(users.email, address)))[0];

  it('sends the browser to the provider with state, nonce and a PKCE challenge, and shows the buttons', async () => {
    const start = await t.inject({ method: 'GET', url: '/api/auth/sso/google' });
    const q = new URL(String(start.headers.location)).searchParams;
    expect(String(start.headers.location)).toMatch(new RegExp(`^${fake.url}/google/authorize\\?`));
    expect(q.get('client_id')).toBe(GOOGLE.id);
    expect(q.get('redirect_uri')).toMatch(/\/api\/auth\/sso\/google\/callback$/);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toHaveLength(43);
    expect(q.get('nonce')).toHaveLength(43);
    expect((await t.inject({ method: 'GET', url: '/api/settings/public' })).json().sso).toEqual({ google: true, microsoft: true });
  });

  it('creates a student account for a new verified Google e-mail and lands where the user was going', async () => {
    const address = email('new');
    const res = await signIn('google', { email: address, name: 'Rosa Quispe' }, '/checkout/5');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/aula/login?sso=ok&next=%2Fcheckout%2F5');
    const s = await session(res);
    expect(s?.user).toMatchObject({ email: address, fullName: 'Rosa Quispe', role: 'ESTUDIANTE' });
    const u = await userByEmail(address);
    expect(u.studentCode).toBeTruthy();
    const [registered] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REGISTER'), eq(auditLog.entityId, String(u.id))));
    expect(registered.details).toMatchObject({ provider: 'google' });
    const sent = fake.tokenRequests.at(-1)!;
    expect(sent).toMatchObject({ grant_type: 'authorization_code', client_id: GOOGLE.id, client_secret: GOOGLE.secret });
    expect(sent.code_verifier).toHaveLength(43);

    // A second sign-in enters the same account.
    const again = await session(await signIn('google', { email: address.toUpperCase(), name: 'Otro nombre' }));
    expect(again?.user).toMatchObject({ email: address, fullName: 'Rosa Quispe' });
    expect(await t.db.select().from(users).where(eq(users.email, address))).toHaveLength(1);
  });

  it('signs an existing teacher in with Microsoft, keeping the role', async () => {
    const teacher = await t.user('DOCENTE', { email: email('teacher') });
    const res = await signIn('microsoft', { email: teacher.user.email, name: 'Docente' });
    expect(res.headers.location).toBe('/aula/login?sso=ok');
    expect((await session(res))?.user).toMatchObject({ email: teacher.user.email, role: 'DOCENTE' });
  });

  it('refuses an e-mail the provider has not verified, creating nothing', async () => {
    const address = email('unverified');
    const res = await signIn('google', { email: address, verified: false });
    expect(res.headers.location).toBe('/aula/login?sso=unverified');
    expect(await session(res)).toBeNull();
    expect(await userByEmail(address)).toBeUndefined();
  });

  it('refuses a deactivated account and audits the attempt', async () => {
    const student = await t.user('ESTUDIANTE', { email: email('inactive'), active: false });
    const res = await signIn('microsoft', { email: student.user.email });
    expect(res.headers.location).toBe('/aula/login?sso=disabled');
    expect(await session(res)).toBeNull();
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LOGIN_FAILED'), eq(auditLog.entityId, String(student.user.id))));
    expect(failed[0].details).toMatchObject({ provider: 'microsoft', reason: 'inactive' });
  });

  it('says the user cancelled when the provider answers access_denied', async () => {
    const res = await signIn('google', { deny: true });
    expect(res.headers.location).toBe('/aula/login?sso=cancelled');
  });

  it('refuses a callback without its flow cookie, with another state or a forged cookie', async () => {
    const start = await t.inject({ method: 'GET', url: '/api/auth/sso/google' });
    const flow = start.cookies.find((c) => c.name === SSO_FLOW_COOKIE)!.value;
    const authorize = new URL(String(start.headers.location));
    authorize.searchParams.set('email', email('csrf'));
    const back = new URL(String((await fetch(authorize, { redirect: 'manual' })).headers.get('location')));
    const url = `${back.pathname}${back.search}`;
    const noCookie = await t.inject({ method: 'GET', url });
    expect(noCookie.headers.location).toBe('/aula/login?sso=expired');
    const forged = await t.inject({ method: 'GET', url, cookies: { [SSO_FLOW_COOKIE]: `${flow.split('.')[0]}.AAAA` } });
    expect(forged.headers.location).toBe('/aula/login?sso=expired');
    const otherState = await t.inject({
      method: 'GET',
      url: url.replace(/state=[^&]+/, 'state=other'),
      cookies: { [SSO_FLOW_COOKIE]: flow },
    });
    expect(otherState.headers.location).toBe('/aula/login?sso=expired');
    const otherProvider = await t.inject({
      method: 'GET',
      url: url.replace('/google/', '/microsoft/'),
      cookies: { [SSO_FLOW_COOKIE]: flow },
    });
    expect(otherProvider.headers.location).toBe('/aula/login?sso=expired');
  });

  it('drops a landing address outside the site', async () => {
    const res = await signIn('google', { email: email('next') }, '//evil.example/robar');
    expect(res.headers.location).toBe('/aula/login?sso=ok');
  });

  // The server keeps the sign-in page's own check (shared-contracts safeNextPath).
  it.each(['/%2f%2fevil.example', '/%5cevil.example', '/\uff0f\uff0fevil.example', '/%09/evil.example', 'javascript:alert(1)'])(
    'drops the landing address %j',
    async (next) => {
      const res = await signIn('google', { email: email('next') }, next);
      expect(res.headers.location).toBe('/aula/login?sso=ok');
    },
  );

  it('answers unavailable for an unknown provider, and for a provider switched off', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/sso/facebook' })).headers.location).toBe('/aula/login?sso=unavailable');
    expect((await configure({ microsoftEnabled: false })).statusCode).toBe(200);
    try {
      const res = await t.inject({ method: 'GET', url: '/api/auth/sso/microsoft' });
      expect(res.headers.location).toBe('/aula/login?sso=unavailable');
      expect((await t.inject({ method: 'GET', url: '/api/settings/public' })).json().sso).toEqual({ google: true, microsoft: false });
    } finally {
      await configure({ microsoftEnabled: true });
    }
  });

  it('says the sign-in failed when the provider cannot be reached', async () => {
    const saved = t.app.config.ssoGoogleIssuer;
    t.app.config.ssoGoogleIssuer = 'http://127.0.0.1:1/nadie';
    try {
      const res = await t.inject({ method: 'GET', url: '/api/auth/sso/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/aula/login?sso=failed');
    } finally {
      t.app.config.ssoGoogleIssuer = saved;
    }
  });
});
