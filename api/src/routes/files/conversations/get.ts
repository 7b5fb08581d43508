import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forumFileIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { serveConversationFile } from '../../../domain/forums/serveConversationFile';

const queryText = z.string().max(200).optional();

/** GET /api/files/conversations/:fileId: download the file of a forum post or a message (bearer token, or the signed link of the answers). */
export function getConversationFileRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/files/conversations/:fileId',
    {
      schema: {
        tags: ['files'],
        security: bearer,
        summary: 'Download the file of a forum post or a message (bearer token, or the signed link of the answers)',
        params: forumFileIdParamsSchema,
        querystring: z.object({ u: queryText, exp: queryText, sig: queryText, download: queryText }),
        response: errorAnswers(401, 402, 403, 404),
      },
    },
    async (req, reply) => serveConversationFile(req, reply, req.params.fileId, req.query),
  );
}
