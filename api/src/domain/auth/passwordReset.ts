import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_REQUESTED,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { AttemptLimiter } from '../../auth/attempts';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { sendMailAfterAnswer } from '../../mail';
import { toAuthUser } from '../users/mappers';
import { signInLink } from './links';
import * as repo from './repo';

/** The link of the e-mail: the sign-in page with the token. */
function resetLink(req: FastifyRequest, token: string): string {
  return signInLink(req, { reset: token });
}

/**
 * POST /auth/forgot-password. The answer is the same whether or not the e-mail has an account,
 * and the e-mail goes out after the answer (no timing difference either).
 */
export async function requestPasswordReset(req: FastifyRequest, email: string, limiter: AttemptLimiter): Promise<{ message: string }> {
  const key = `reset:${email}`;
  if ((await limiter.blockedFor(key)) > 0) return { message: PASSWORD_RESET_REQUESTED };
  await limiter.hit(key);
  const db = req.server.db;
  const user = await repo.findUserByEmail(db, email);
  if (user && user.active) {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await repo.voidPasswordResets(tx, user.id);
      await repo.insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
      });
    });
    const link = resetLink(req, token);
    sendMailAfterAnswer(
      req,
      {
        to: user.email,
        subject: 'Restablece tu contraseña del Aula Virtual INPRO',
        text: [
          `Hola, ${user.fullName}:`,
          '',
          'Recibimos una solicitud para restablecer la contraseña de tu cuenta del Aula Virtual de INPRO.',
          `Abre este enlace para elegir una nueva (vence en ${PASSWORD_RESET_MINUTES} minutos y sirve una sola vez):`,
          link,
          '',
          'Si no la pediste, ignora este correo: tu contraseña no cambia.',
        ].join('\n'),
      },
      'password reset e-mail',
    );
  }
  return { message: PASSWORD_RESET_REQUESTED };
}

/** POST /auth/reset-password: a valid, unused link sets the new password and ends every session. */
export async function resetPassword(req: FastifyRequest, token: string, newPassword: string): Promise<{ message: string }> {
  const db = req.server.db;
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    const userId = await repo.consumePasswordReset(tx, sha256(token));
    const row = userId === null ? undefined : await repo.findUserById(tx, userId);
    if (!row || !row.active) return null;
    await repo.setPassword(tx, row.id, passwordHash, false);
    await repo.revokeAllRefreshTokens(tx, row.id);
    req.user = { id: row.id, email: row.email, fullName: row.fullName, role: toAuthUser(row).role, mustChangePassword: false };
    await audit(req, { action: 'PASSWORD_RESET', entity: 'user', entityId: row.id, label: row.email, details: { via: 'email-link' } }, tx);
    return row;
  });
  if (!user) throw badRequest(PASSWORD_RESET_LINK_INVALID, { token: PASSWORD_RESET_LINK_INVALID });
  return { message: PASSWORD_RESET_DONE };
}
