import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate, reportExportQuerySchema, type ReportExportQuery } from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { sendExport } from '../../../lib/sendExport';
import type { ExportCell } from '../../../lib/tableExport';
import { REPORTS } from '../../../domain/reports/definitions';

/** Money and percentages as a person reads them in the PDF; CSV and XLSX keep plain numbers. */
function pdfCell(kind: string, v: ExportCell): ExportCell {
  if (typeof v !== 'number') return v;
  if (kind === 'money') return v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (kind === 'percent') return `${v.toFixed(1)} %`;
  return v;
}

/** GET /superadmin/reports/export: every row of a report as CSV, XLSX or PDF; recorded as an export. */
async function exportReport(req: FastifyRequest, reply: FastifyReply, q: ReportExportQuery): Promise<FastifyReply> {
  const def = REPORTS[q.type];
  const rows = await def.rows(req.server.db, q.from, q.to);
  const footer = def.footer(rows);
  const kinds = def.columns.map((c) => c.kind);
  const pdf = q.format === 'pdf';
  const cell = (r: ExportCell[]) => (pdf ? r.map((v, i) => pdfCell(kinds[i], v)) : r);
  return sendExport(req, reply, {
    table: {
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
    format: q.format,
    name: `reporte-${q.type.toLowerCase()}-${q.from}-al-${q.to}`,
    audit: {
      entity: 'report',
      entityId: null,
      label: `${def.title} (${q.format.toUpperCase()}) ${formatDate(q.from)} al ${formatDate(q.to)}`,
      details: { type: q.type, format: q.format, from: q.from, to: q.to, rows: rows.length },
    },
  });
}

/** GET /api/superadmin/reports/export: a whole report as CSV, XLSX or PDF. */
export function exportReportRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/reports/export',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'A report as CSV, XLSX or PDF (recorded in the audit log as an export)',
        querystring: reportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: errorAnswers(400, 401, 403, 429),
      },
    },
    async (req, reply) => exportReport(req, reply, req.query),
  );
}
