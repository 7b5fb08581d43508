import type { FastifyRequest } from 'fastify';
import type { SessionRoll } from '@inpro/shared-contracts';
import { rollEntries } from '../../modules/classroom/roll';
import { toTeacherSession } from '../../modules/classroom/sessions';
import { loadTaughtSession } from './loadSession';

/** GET /teacher/sessions/{sessionId}/roll: every enrolled student with PRESENTE/AUSENTE/PENDIENTE. */
export async function sessionRoll(req: FastifyRequest, sessionId: number): Promise<SessionRoll> {
  const db = req.server.db;
  const row = await loadTaughtSession(req, sessionId);
  const now = new Date();
  const [session, students] = await Promise.all([toTeacherSession(db, row, now), rollEntries(db, row.session, now)]);
  return { session, students };
}
