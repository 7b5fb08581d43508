import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_REPORT_COLUMNS,
  adminReportExportQuerySchema,
  formatDate,
  type AdminReportExportQuery,
  type ReportFigures,
} from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { sendExport } from '../../../lib/sendExport';
import type { ExportCell } from '../../../lib/tableExport';
import { buildReport } from '../../../domain/reports/adminReport';

export const REPORT_TITLE = 'Reporte académico y financiero';

function figureCells(f: ReportFigures, pdf: boolean): ExportCell[] {
  const money = (n: number) => (pdf ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : n);
  const pct = (n: number | null) => (n === null ? (pdf ? '—' : null) : pdf ? `${n.toFixed(1)} %` : n);
  const grade = (n: number | null) => (n === null ? (pdf ? '—' : null) : pdf ? n.toFixed(2) : n);
  return [f.enrolments, money(f.revenue), pct(f.attendanceRate), grade(f.averageGrade), pct(f.completionRate), f.certificates];
}

/** GET /admin/reports/export: the report table (the same rows as the screen) as CSV, XLSX or PDF; audited as an export. */
async function exportReport(req: FastifyRequest, reply: FastifyReply, q: AdminReportExportQuery): Promise<FastifyReply> {
  const report = await buildReport(req, q);
  const pdf = q.format === 'pdf';
  const filters = [
    `Periodo: ${formatDate(q.from)} al ${formatDate(q.to)}`,
    ...(q.courseId ? [`Curso: ${report.courses[0]?.title ?? `#${q.courseId}`}`] : []),
    ...(q.area ? [`Área: ${q.area}`] : []),
  ];
  return sendExport(req, reply, {
    table: {
      title: REPORT_TITLE,
      subtitle: filters.join(' · '),
      columns: ADMIN_REPORT_COLUMNS.map((header, i) => ({ header, numeric: i >= 3, width: i === 1 ? 2.4 : i === 2 ? 1.4 : 1 })),
      rows: report.courses.map((c) => [c.code, c.title, c.area, ...figureCells(c, pdf)]),
      footer: ['Total', `${report.courses.length} cursos`, null, ...figureCells(report.totals, pdf)],
    },
    format: q.format,
    name: `reporte-${q.from}-al-${q.to}`,
    audit: {
      entity: 'report',
      entityId: null,
      label: `${REPORT_TITLE} (${q.format.toUpperCase()})`,
      details: {
        report: REPORT_TITLE,
        format: q.format,
        from: q.from,
        to: q.to,
        courseId: q.courseId ?? null,
        area: q.area ?? null,
        rows: report.courses.length,
      },
    },
  });
}

/** GET /api/admin/reports/export: the same report table as CSV, XLSX or PDF. */
export function exportReportRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/reports/export',
    {
      preHandler: app.requireRoles('ADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'The same report table as CSV, XLSX or PDF (recorded in the audit log as an export)',
        querystring: adminReportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: errorAnswers(400, 401, 403, 429),
      },
    },
    async (req, reply) => exportReport(req, reply, req.query),
  );
}
