import type { FastifyInstance } from 'fastify';
import { errorBodySchema, participantsFilterSchema, participantsPageSchema, participantsQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { exportParticipants } from '../../../routes/superadmin/participants/export';
import { listParticipants } from '../../../routes/superadmin/participants/list';
import { exportLimit } from '../../../lib/rateLimits';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /superadmin/participants and its CSV export (SUPER_ADMIN/SUPERADMIN). */
export default async function participantsRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const master = app.requireRoles('SUPER_ADMIN', 'SUPERADMIN');
  const common = { tags: ['superadmin'], security: bearer };

  r.get(
    '/superadmin/participants',
    {
      preHandler: master,
      schema: {
        ...common,
        summary: 'Students with registration (Verificado/Pendiente/Incompleto), payment (Pagado/Parcial/Debe) and account state, paged',
        querystring: participantsQuerySchema,
        response: { 200: participantsPageSchema, ...errors },
      },
    },
    async (req) => listParticipants(req, req.query),
  );

  r.get(
    '/superadmin/participants/export',
    {
      preHandler: master,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'The filtered participants as CSV (recorded in the audit log as an export)',
        querystring: participantsFilterSchema,
        produces: ['text/csv'],
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => exportParticipants(req, reply, req.query),
  );
}
