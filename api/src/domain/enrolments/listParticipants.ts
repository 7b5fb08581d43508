import type { FastifyRequest } from 'fastify';
import { COURSE_NOT_FOUND, type Participant } from '@inpro/shared-contracts';
import { notFound } from '../../errors';
import { eligibilityOf } from '../../domain/certificates/eligibility';
import { findCourseRef } from '../../modules/classroom/access';
import { toParticipant } from './mappers';
import * as repo from './repo';

/** GET /courses/{id}/participants */
export async function listParticipants(req: FastifyRequest, courseId: number): Promise<Participant[]> {
  const db = req.server.db;
  if (!(await findCourseRef(db, courseId))) throw notFound(COURSE_NOT_FOUND);
  return withEligibility(req, courseId, await repo.listParticipants(db, courseId));
}

/** The participants with their certificate eligibility (certificates/eligibility.ts). */
export async function withEligibility(req: FastifyRequest, courseId: number, list: repo.ParticipantRow[]): Promise<Participant[]> {
  const eligibility = await eligibilityOf(
    req.server,
    courseId,
    list.map((p) => p.id),
  );
  return list.map((p) => toParticipant(p, eligibility.get(p.id)!));
}
