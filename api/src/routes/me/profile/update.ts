import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_EXPIRED,
  TEACHER_FIELDS_ONLY,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  personFullName,
  normalizeRole,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { isAdminLike } from '../../../auth/guards';
import { verifyCurrentPassword } from '../../../auth/currentPassword';
import { hashPassword } from '../../../auth/passwords';
import { issueRefreshToken, signAccessToken } from '../../../auth/tokens';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { badRequest, unauthorized } from '../../../errors';
import { revokeAllRefreshTokens, setPassword } from '../../../domain/auth/repo';
import { SAME_PASSWORD } from '../../../domain/auth/service';
import { toAuthUser } from '../../../domain/users/mappers';
import { toProfile } from '../../../domain/profile/mappers';
import * as repo from '../../../domain/profile/repo';

/** Roles whose profile carries a specialty and a bio (shown on course pages). */
function hasTeacherFields(role: string): boolean {
  const r = normalizeRole(role);
  return r === 'DOCENTE' || isAdminLike(r);
}

/**
 * PUT /me/profile: names, phone (and, for teachers, specialty and bio); optionally a new password,
 * which needs the current one. A password change closes every other session and answers a new
 * access token (the old one stops being valid).
 */
async function updateProfile(req: FastifyRequest, reply: FastifyReply, body: ProfileUpdate): Promise<ProfileUpdateResponse> {
  const db = req.server.db;
  const user = await repo.findUser(db, req.user.id);
  if (!user) throw unauthorized(SESSION_EXPIRED);

  const teacher = hasTeacherFields(user.role);
  if (!teacher && (body.specialty || body.bio)) throw badRequest(TEACHER_FIELDS_ONLY, { specialty: TEACHER_FIELDS_ONLY });

  let passwordHash: string | null = null;
  if (body.newPassword) {
    await verifyCurrentPassword(req, user, body.currentPassword ?? '');
    if (body.currentPassword === body.newPassword) throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
    passwordHash = await hashPassword(body.newPassword);
  }

  const honorific = body.honorific === undefined ? user.honorific : (body.honorific ?? '');
  const changes: repo.ProfileChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    honorific,
    fullName: personFullName(honorific, body.firstName, body.lastName),
  };
  if (body.phone !== undefined) changes.phone = body.phone;
  if (teacher && body.specialty !== undefined) changes.specialty = body.specialty ?? '';
  if (teacher && body.bio !== undefined) changes.bio = body.bio ?? '';
  const changed = Object.keys(changes).filter((k) => changes[k as keyof repo.ProfileChanges] !== user[k as keyof typeof user]);

  let sessionId: string | undefined;
  const saved = await db.transaction(async (tx) => {
    const row = await repo.updateUser(tx, user.id, changes);
    if (changed.length)
      await audit(req, { action: 'UPDATE', entity: 'user', entityId: user.id, label: user.email, details: { profile: changed } }, tx);
    if (passwordHash) {
      await setPassword(tx, user.id, passwordHash, false);
      await revokeAllRefreshTokens(tx, user.id);
      await audit(req, { action: 'PASSWORD_CHANGE', entity: 'user', entityId: user.id, label: user.email }, tx);
      sessionId = await issueRefreshToken(tx, req, reply, user.id);
    }
    return passwordHash ? { ...row, mustChangePassword: false } : row;
  });
  return {
    profile: toProfile(saved),
    user: toAuthUser(saved),
    token: passwordHash ? signAccessToken(req.server, saved, sessionId) : null,
  };
}

/** PUT /api/me/profile: the signed-in user's profile saved, and optionally a new password. */
export function updateProfileRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: bearer,
        summary: 'Save the signed-in user’s profile (and optionally a new password)',
        description:
          'firstName and lastName are required; phone, specialty and bio are kept when missing (specialty and bio: DOCENTE and staff only). ' +
          'The e-mail is read-only. newPassword needs currentPassword; a password change closes the other sessions and answers a new token (else token is null).',
        body: profileUpdateSchema,
        response: {
          200: profileUpdateResponseSchema,
          ...errorAnswers(400, 401, 403, 429),
        },
      },
    },
    async (req, reply) => updateProfile(req, reply, req.body),
  );
}
