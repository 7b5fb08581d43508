import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limaDate, participantsFilterSchema, type ParticipantsFilter } from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { sendExport } from '../../../lib/sendExport';
import { PARTICIPANT_CSV_COLUMNS, toParticipant } from '../../../domain/participants/mappers';
import * as repo from '../../../domain/participants/repo';

/** Most rows one export carries. */
const PARTICIPANTS_EXPORT_MAX = 50_000;

/** GET /superadmin/participants/export: the filtered list as CSV; recorded as an export. */
async function exportParticipants(req: FastifyRequest, reply: FastifyReply, f: ParticipantsFilter): Promise<FastifyReply> {
  const rows = (await repo.listParticipants(req.server.db, f, PARTICIPANTS_EXPORT_MAX)).map(toParticipant);
  const filters = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
  return sendExport(req, reply, {
    table: {
      title: 'Participantes',
      columns: PARTICIPANT_CSV_COLUMNS.map((c) => ({ header: c.header })),
      rows: rows.map((p) => PARTICIPANT_CSV_COLUMNS.map((c) => c.value(p))),
    },
    format: 'csv',
    name: `participantes-${limaDate()}`,
    audit: {
      entity: 'participants',
      entityId: null,
      label: `Participantes (CSV, ${rows.length} filas)`,
      details: { format: 'csv', rows: rows.length, filters },
    },
  });
}

/** GET /api/superadmin/participants/export: the filtered participants as CSV. */
export function exportParticipantsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/participants/export',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'The filtered participants as CSV (recorded in the audit log as an export)',
        querystring: participantsFilterSchema,
        produces: ['text/csv'],
        response: errorAnswers(400, 401, 403, 429),
      },
    },
    async (req, reply) => exportParticipants(req, reply, req.query),
  );
}
