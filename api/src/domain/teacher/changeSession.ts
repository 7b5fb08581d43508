import type { FastifyRequest } from 'fastify';
import { SESSION_CANCELLED, type AuditEntity, type TeacherClassSession } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { Db } from '../../db';
import type { CourseSessionRow } from '../../db/schema';
import { conflict } from '../../errors';
import { sessionLabel, toTeacherSession, type SessionWithCourse } from '../../modules/classroom/sessions';
import { loadTaughtSession } from './loadSession';

/** What a change is given: the class and its course as they were, the moment, and the transaction. */
export interface SessionStep extends SessionWithCourse {
  now: Date;
  tx: Db;
}

/** What a change did: the value to answer with, and the audit entry's details (and, when not the class, what it names). */
export interface SessionChange<T> {
  value: T;
  details: Record<string, unknown>;
  entity?: AuditEntity;
  entityId?: string | number;
  /** The entry's label; the class as it was by default. */
  label?: string;
}

/**
 * The steps of every change a teacher makes to one of their classes: the class (404), the caller
 * teaching its course (403), not cancelled (409), then the change and its audit entry in one
 * transaction, so a refused or failed change leaves neither.
 */
export async function changeTaughtSession<T>(
  req: FastifyRequest,
  sessionId: number,
  change: (step: SessionStep) => Promise<SessionChange<T>>,
): Promise<SessionWithCourse & { value: T; now: Date }> {
  const found = await loadTaughtSession(req, sessionId);
  if (found.session.cancelledAt) throw conflict(SESSION_CANCELLED);
  const now = new Date();
  const value = await req.server.db.transaction(async (tx) => {
    const done = await change({ ...found, now, tx });
    await audit(
      req,
      {
        action: 'UPDATE',
        entity: done.entity ?? 'class_session',
        entityId: done.entityId ?? sessionId,
        details: done.details,
        label: done.label ?? sessionLabel(found.course, found.session),
      },
      tx,
    );
    return done.value;
  });
  return { ...found, value, now };
}

/** A change to the class itself, answered with the class as the teacher's screens show it. */
export async function changeTaughtClass(
  req: FastifyRequest,
  sessionId: number,
  change: (step: SessionStep) => Promise<SessionChange<CourseSessionRow>>,
): Promise<TeacherClassSession> {
  const { course, value, now } = await changeTaughtSession(req, sessionId, change);
  return toTeacherSession(req.server.db, { session: value, course }, now);
}
