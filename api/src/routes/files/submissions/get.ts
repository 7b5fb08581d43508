import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { submissionIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { serveSubmissionFile } from '../../../domain/files/serveSubmissionFile';

const queryText = z.string().max(200).optional();

/** GET /api/files/submissions/:submissionId: download the file of a submission (bearer token, or the signed link of the submission answers). */
export function getSubmissionFileRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/files/submissions/:submissionId',
    {
      schema: {
        tags: ['files'],
        security: bearer,
        summary: 'Download the file of a submission (bearer token, or the signed link of the submission answers)',
        description: 'Allowed to the student who sent it, the course’s teacher and administrators. download=1 answers an attachment.',
        params: submissionIdParamsSchema,
        querystring: z.object({ u: queryText, exp: queryText, sig: queryText, download: queryText }),
        response: errorAnswers(401, 402, 403, 404),
      },
    },
    async (req, reply) => serveSubmissionFile(req, reply, req.params.submissionId, req.query),
  );
}
