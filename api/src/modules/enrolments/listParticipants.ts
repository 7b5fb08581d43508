import type { FastifyRequest } from 'fastify';
import { COURSE_NOT_FOUND, type Participant } from '@inpro/shared-contracts';
import { notFound } from '../../errors';
import { findCourseBrief } from '../materials/access';
import { toParticipant } from './mappers';
import * as repo from './repo';

/** GET /courses/{id}/participants */
export async function listParticipants(req: FastifyRequest, courseId: number): Promise<Participant[]> {
  const db = req.server.db;
  if (!(await findCourseBrief(db, courseId))) throw notFound(COURSE_NOT_FOUND);
  return (await repo.listParticipants(db, courseId)).map(toParticipant);
}
