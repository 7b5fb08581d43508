import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoErrorCode, SsoProvider } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { hashPassword } from '../../../auth/passwords';
import * as repo from '../repo';
import { startSession } from '../service';
import { createStudentAccount } from '../studentAccount';
import type { SsoIdentity } from './oidc';

/**
 * Signs in the account of the provider's verified e-mail, or creates a student account for it
 * (as the registration form would; it has no known password until the owner sets one with
 * '¿Olvidaste tu contraseña?'). Starts the session with the refresh cookie; the sign-in page then
 * trades the cookie for an access token. Answers an error code instead when it cannot.
 */
export async function signInWithIdentity(
  req: FastifyRequest,
  reply: FastifyReply,
  provider: SsoProvider,
  identity: SsoIdentity,
): Promise<SsoErrorCode | null> {
  if (!identity.email || !identity.emailVerified) return 'unverified';
  const db = req.server.db;
  const user = await repo.findUserByEmail(db, identity.email);
  if (!user) {
    const fullName = identity.name || identity.email.split('@')[0];
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await createStudentAccount(req, reply, { email: identity.email, fullName, phone: null, passwordHash }, { audit: { provider } });
    return null;
  }
  if (!user.active) {
    await audit(req, {
      action: 'LOGIN_FAILED',
      entity: 'user',
      entityId: user.id,
      label: user.email,
      details: { email: user.email, provider, reason: 'inactive' },
    });
    return 'disabled';
  }
  await startSession(req, reply, user, { provider });
  return null;
}
