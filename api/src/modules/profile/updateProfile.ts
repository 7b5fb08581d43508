import type { FastifyRequest } from 'fastify';
import {
  PROFILE_TEACHER_ONLY,
  SESSION_EXPIRED,
  hasTeacherProfile,
  splitFullName,
  type Profile,
  type ProfileUpdate,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { badRequest, unauthorized } from '../../errors';
import { toProfile } from './mappers';
import * as repo from './repo';

/**
 * PUT /me/profile: only the fields sent change. A new first or last name also rewrites the full
 * name (what headers, lists and certificates show). specialty and bio belong to teachers and
 * administrators; a student who sends a non-empty one gets 400 and nothing changes.
 */
export async function updateProfile(req: FastifyRequest, body: ProfileUpdate): Promise<Profile> {
  const db = req.server.db;
  const current = await repo.findUser(db, req.user.id);
  if (!current) throw unauthorized(SESSION_EXPIRED);
  const teacher = hasTeacherProfile(current.role);
  if (!teacher && (body.specialty || body.bio)) {
    const details: Record<string, string> = {};
    if (body.specialty) details.specialty = PROFILE_TEACHER_ONLY;
    if (body.bio) details.bio = PROFILE_TEACHER_ONLY;
    throw badRequest(PROFILE_TEACHER_ONLY, details);
  }

  const changes: repo.ProfileChanges = {};
  if (body.firstName !== undefined || body.lastName !== undefined) {
    const split = splitFullName(current.fullName);
    const firstName = body.firstName ?? current.firstName ?? split.firstName;
    const lastName = body.lastName ?? current.lastName ?? split.lastName;
    changes.firstName = firstName;
    changes.lastName = lastName;
    changes.fullName = `${firstName} ${lastName}`.trim();
  }
  if (body.phone !== undefined) changes.phone = body.phone;
  if (teacher && body.specialty !== undefined) changes.specialty = body.specialty;
  if (teacher && body.bio !== undefined) changes.bio = body.bio;
  if (Object.keys(changes).length === 0) return toProfile(current);

  const updated = await db.transaction(async (tx) => {
    const row = await repo.updateUser(tx, current.id, changes);
    if (!row) throw unauthorized(SESSION_EXPIRED);
    await audit(req, 'UPDATE', 'profile', current.id, { fields: Object.keys(changes) }, tx);
    return row;
  });
  return toProfile(updated);
}
