import type { FastifyReply, FastifyRequest } from 'fastify';
import { limaDate, type ParticipantsFilter } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { EXPORT_CONTENT_TYPES, toCsv } from '../../../lib/tableExport';
import { contentDisposition } from '../../files/signedUrl';
import { PARTICIPANT_CSV_COLUMNS, toParticipant } from './mappers';
import * as repo from './repo';

/** Most rows one export carries. */
export const PARTICIPANTS_EXPORT_MAX = 50_000;

/** GET /superadmin/participants/export: the filtered list as CSV; recorded as an export. */
export async function exportParticipants(req: FastifyRequest, reply: FastifyReply, f: ParticipantsFilter): Promise<FastifyReply> {
  const rows = (await repo.listParticipants(req.server.db, f, PARTICIPANTS_EXPORT_MAX)).map(toParticipant);
  const csv = toCsv({
    title: 'Participantes',
    columns: PARTICIPANT_CSV_COLUMNS.map((c) => ({ header: c.header })),
    rows: rows.map((p) => PARTICIPANT_CSV_COLUMNS.map((c) => c.value(p))),
  });
  const filters = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
  await audit(req, {
    action: 'EXPORT',
    entity: 'participants',
    entityId: null,
    label: `Participantes (CSV, ${rows.length} filas)`,
    details: { format: 'csv', rows: rows.length, filters },
  });
  const day = limaDate();
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES.csv)
    .header('content-disposition', contentDisposition('attachment', `participantes-${day}.csv`))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}
