import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, SSO_OK, SSO_RESULT_PARAM, type SsoErrorCode, type SsoProvider } from '@inpro/shared-contracts';
import { siteOrigin } from '../../../site/seo/siteOrigin';

/** The sign-in page with the outcome: `?sso=ok[&next=…]` or `?sso=<error code>`. */
export function backToLogin(reply: FastifyReply, outcome: SsoErrorCode | typeof SSO_OK, next: string | null = null): FastifyReply {
  const q = new URLSearchParams({ [SSO_RESULT_PARAM]: outcome });
  if (next && outcome === SSO_OK) q.set('next', next);
  return reply.redirect(`${LOGIN_PATH}?${q.toString()}`, 302);
}

/** The callback's URL, normalised as a URL prints it (the token request repeats it exactly). */
export function callbackUrl(req: FastifyRequest, provider: SsoProvider): URL {
  return new URL(`${siteOrigin(req, req.server.config.publicUrl)}/api/auth/sso/${provider}/callback`);
}
