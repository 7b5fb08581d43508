import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isSsoProvider,
  LOGIN_PATH,
  safeNextPath,
  SSO_OK,
  SSO_RESULT_PARAM,
  type SsoErrorCode,
  type SsoProvider,
} from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { siteOrigin } from '../../site/seo/siteOrigin';
import { SSO_FLOW_COOKIE, SSO_FLOW_PATH, SSO_FLOW_TTL_MS, newFlow, openFlow, sealFlow } from './flowCookie';
import { SsoProviderError, authorizeUrl, discover, exchangeCode } from './oidc';
import { ssoClient } from './providers';
import { signInWithIdentity } from './signIn';

const providerParams = z.object({ provider: z.string().max(40) });
const redirectOnly = { 302: z.null().describe('Redirect (Location header)') };

/** The sign-in page with the outcome: `?sso=ok[&next=…]` or `?sso=<error code>`. */
function backToLogin(reply: FastifyReply, outcome: SsoErrorCode | typeof SSO_OK, next: string | null = null): FastifyReply {
  const q = new URLSearchParams({ [SSO_RESULT_PARAM]: outcome });
  if (next && outcome === SSO_OK) q.set('next', next);
  return reply.redirect(`${LOGIN_PATH}?${q.toString()}`, 302);
}

/** The callback's URL, normalised as a URL prints it (the token request repeats it exactly). */
function callbackUrl(req: FastifyRequest, provider: SsoProvider): URL {
  return new URL(`${siteOrigin(req, req.server.config.publicUrl)}/api/auth/sso/${provider}/callback`);
}

/**
 * Sign-in with Google and Microsoft (OpenID Connect, authorization code + PKCE), when the
 * administrator enabled and configured them in /admin/conf:
 * - GET /auth/sso/{provider}?next=        → the provider's sign-in page (state, nonce and verifier in a signed cookie)
 * - GET /auth/sso/{provider}/callback     → checks state and ID token, starts the session, back to /aula/login?sso=ok
 */
export default async function ssoModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const perIp = { rateLimit: { max: app.config.rateLimit.authMaxPerIp, timeWindow: app.config.rateLimit.authWindowMs } };

  r.get(
    '/auth/sso/:provider',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: "Start signing in with Google or Microsoft (redirects to the provider's sign-in page)",
        params: providerParams,
        querystring: z.object({ next: z.string().max(500).optional() }),
        response: redirectOnly,
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      if (!isSsoProvider(provider)) return backToLogin(reply, 'unavailable');
      const client = await ssoClient(app, provider);
      if (!client) return backToLogin(reply, 'unavailable');
      let doc;
      try {
        doc = await discover(client);
      } catch (err) {
        req.log.warn({ err, provider }, 'sso discovery failed');
        return backToLogin(reply, 'failed');
      }
      const flow = newFlow(provider, safeNextPath(req.query.next));
      reply.setCookie(SSO_FLOW_COOKIE, sealFlow(flow, app.config.jwtSecret), {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies || req.protocol === 'https',
        path: SSO_FLOW_PATH,
        maxAge: SSO_FLOW_TTL_MS / 1000,
      });
      const url = await authorizeUrl(doc, {
        redirectUri: callbackUrl(req, provider).href,
        state: flow.state,
        nonce: flow.nonce,
        verifier: flow.verifier,
      });
      return reply.redirect(url, 302);
    },
  );

  r.get(
    '/auth/sso/:provider/callback',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: "The provider's answer: checks it, starts the session and returns to the sign-in page",
        params: providerParams,
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: redirectOnly,
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const flow = openFlow(req.cookies[SSO_FLOW_COOKIE], app.config.jwtSecret);
      reply.clearCookie(SSO_FLOW_COOKIE, { path: SSO_FLOW_PATH });
      if (!isSsoProvider(provider)) return backToLogin(reply, 'unavailable');
      if (req.query.error) return backToLogin(reply, req.query.error === 'access_denied' ? 'cancelled' : 'failed');
      if (!flow || flow.provider !== provider || !req.query.state || req.query.state !== flow.state || !req.query.code) {
        return backToLogin(reply, 'expired');
      }
      const client = await ssoClient(app, provider);
      if (!client) return backToLogin(reply, 'unavailable');
      try {
        const doc = await discover(client);
        // The callback URL as the provider called it: openid-client reads the code and state from it.
        const callback = callbackUrl(req, provider);
        callback.search = new URL(req.url, 'http://callback').search;
        const identity = await exchangeCode(client, doc, callback, flow);
        const error = await signInWithIdentity(req, reply, provider, identity);
        return backToLogin(reply, error ?? SSO_OK, flow.next);
      } catch (err) {
        if (!(err instanceof SsoProviderError)) throw err;
        req.log.warn({ err, provider }, 'sso sign-in failed');
        return backToLogin(reply, 'failed');
      }
    },
  );
}
