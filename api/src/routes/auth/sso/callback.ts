import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSsoProvider, SSO_OK } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { backToLogin, callbackUrl } from '../../../domain/auth/sso/redirects';
import { SSO_FLOW_COOKIE, SSO_FLOW_PATH, openFlow } from '../../../domain/auth/sso/flowCookie';
import { SsoProviderError, discover, exchangeCode } from '../../../domain/auth/sso/oidc';
import { ssoClient } from '../../../domain/auth/sso/providers';
import { signInWithIdentity } from '../../../domain/auth/sso/signIn';

const providerParams = z.object({ provider: z.string().max(40) });

const redirectOnly = { 302: z.null().describe('Redirect (Location header)') };

/** GET /api/auth/sso/:provider/callback: the provider's answer; checks it, starts the session and returns to the sign-in page. */
export function ssoCallbackRoute(app: FastifyInstance): void {
  const perIp = { rateLimit: { max: app.config.rateLimit.authMaxPerIp, timeWindow: app.config.rateLimit.authWindowMs } };
  zapp(app).get(
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
