import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, fileParamsSchema, submissionIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { serveFile } from '../../domain/files/serveFile';
import { serveSubmissionFile } from '../../domain/files/serveSubmissionFile';

const queryText = z.string().max(200).optional();

/** Stored files of course units (seed 001: /api/files/units/{unitId}/{fileName}). */
export default async function filesModule(app: FastifyInstance): Promise<void> {
  zapp(app).get(
    '/files/units/:unitId/:fileName',
    {
      schema: {
        tags: ['files'],
        security: bearer,
        summary: 'Download a unit file (bearer token, or the signed link of the resource list)',
        description:
          'Allowed to whoever may read the unit. Without an Authorization header the signed query (u, exp, sig) of the `url` answered by the resource list is required. ' +
          'download=1 answers Content-Disposition attachment (default inline); both carry the original file name.',
        params: fileParamsSchema,
        querystring: z.object({ u: queryText, exp: queryText, sig: queryText, download: queryText }),
        response: { 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => serveFile(req, reply, req.params.unitId, req.params.fileName, req.query),
  );

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
        response: { 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => serveSubmissionFile(req, reply, req.params.submissionId, req.query),
  );
}
