import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDate, type ReportExportQuery } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { EXPORT_CONTENT_TYPES, exportTable, type ExportCell } from '../../../lib/tableExport';
import { contentDisposition } from '../../files/signedUrl';
import { REPORTS } from './definitions';

/** Money and percentages as a person reads them in the PDF; CSV and XLSX keep plain numbers. */
function pdfCell(kind: string, v: ExportCell): ExportCell {
  if (typeof v !== 'number') return v;
  if (kind === 'money') return v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (kind === 'percent') return `${v.toFixed(1)} %`;
  return v;
}

/** GET /superadmin/reports/export: every row of a report as CSV, XLSX or PDF; recorded as an export. */
export async function exportReport(req: FastifyRequest, reply: FastifyReply, q: ReportExportQuery): Promise<FastifyReply> {
  const def = REPORTS[q.type];
  const rows = await def.rows(req.server.db, q.from, q.to);
  const footer = def.footer(rows);
  const kinds = def.columns.map((c) => c.kind);
  const pdf = q.format === 'pdf';
  const cell = (r: ExportCell[]) => (pdf ? r.map((v, i) => pdfCell(kinds[i], v)) : r);
  const file = await exportTable(
    {
      title: def.title,
      subtitle: `Periodo: ${formatDate(q.from)} al ${formatDate(q.to)}`,
      columns: def.columns.map((c) => ({
        header: c.kind === 'money' ? `${c.label} (S/)` : c.kind === 'percent' ? `${c.label} (%)` : c.label,
        numeric: c.kind !== 'text',
        width: c.key === 'email' || c.key === 'title' || c.key === 'course' || c.key === 'name' || c.key === 'participant' ? 2 : 1,
      })),
      rows: rows.map(cell),
      footer: cell(footer),
    },
    q.format,
  );
  await audit(req, {
    action: 'EXPORT',
    entity: 'report',
    entityId: null,
    label: `${def.title} (${q.format.toUpperCase()}) ${formatDate(q.from)} al ${formatDate(q.to)}`,
    details: { type: q.type, format: q.format, from: q.from, to: q.to, rows: rows.length },
  });
  const name = `reporte-${q.type.toLowerCase()}-${q.from}-al-${q.to}.${q.format}`;
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[q.format])
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file);
}
