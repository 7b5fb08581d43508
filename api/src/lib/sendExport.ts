import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit, type AuditEvent } from '../audit';
import { contentDisposition } from '../domain/files/signedUrl';
import { EXPORT_CONTENT_TYPES, exportTable, type ExportFormat, type ExportTable } from './tableExport';

export interface TableDownload {
  table: ExportTable;
  format: ExportFormat;
  /** The file's name without its extension (the format's is added). */
  name: string;
  /** What the audit log records of the export (its action is always EXPORT). */
  audit: Omit<AuditEvent, 'action' | 'actor'>;
}

/**
 * Every export of a table takes the same steps: the file in its format, an EXPORT entry in the audit
 * log, and a download that no cache keeps (the rows are personal) and no browser sniffs.
 */
export async function sendExport(req: FastifyRequest, reply: FastifyReply, download: TableDownload): Promise<FastifyReply> {
  const file = await exportTable(download.table, download.format);
  await audit(req, { action: 'EXPORT', ...download.audit });
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[download.format])
    .header('content-disposition', contentDisposition('attachment', `${download.name}.${download.format}`))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file);
}
