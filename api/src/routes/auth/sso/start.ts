import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSsoProvider, safeNextPath } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { backToLogin, callbackUrl } from '../../../domain/auth/sso/redirects';
import { SSO_FLOW_COOKIE, SSO_FLOW_PATH, SSO_FLOW_TTL_MS, newFlow, sealFlow } from '../../../domain/auth/sso/flowCookie';
import { authorizeUrl, discover } from '../../../domain/auth/sso/oidc';
import { ssoClient } from '../../../domain/auth/sso/providers';

const providerParams = z.object({ provider: z.string().max(40) });

const redirectOnly = { 302: z.null().describe('Redirect (Location header)') };

/** GET /api/auth/sso/:provider: start signing in with Google or Microsoft (redirects to the provider). */
export function ssoStartRoute(app: FastifyInstance): void {
  const perIp = { rateLimit: { max: app.config.rateLimit.authMaxPerIp, timeWindow: app.config.rateLimit.authWindowMs } };
  zapp(app).get(
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
}
