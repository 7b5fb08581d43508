import type { FastifyInstance } from 'fastify';
import { getConversationFileRoute } from './conversations/get';
import { getSubmissionFileRoute } from './submissions/get';
import { getUnitFileRoute } from './units/get';

/**
 * /api/files/*: stored files of course units, submissions and forum posts or messages (seed 001:
 * /api/files/units/{unitId}/{fileName}), for a bearer token or the signed link of the answer that listed them.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  getUnitFileRoute(app);
  getSubmissionFileRoute(app);
  getConversationFileRoute(app);
}
