import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { serveFile } from '../../../domain/files/serveFile';

const queryText = z.string().max(200).optional();

/** GET /api/files/units/:unitId/:fileName: download a unit file (bearer token, or the signed link of the resource list). */
export function getUnitFileRoute(app: FastifyInstance): void {
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
        response: errorAnswers(401, 402, 403, 404),
      },
    },
    async (req, reply) => serveFile(req, reply, req.params.unitId, req.params.fileName, req.query),
  );
}
