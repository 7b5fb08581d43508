import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Gradebook } from '@inpro/shared-contracts';
import { sendExport } from '../../../lib/sendExport';
import type { ExportCell, ExportTable } from '../../../lib/tableExport';
import { getTaughtGradebook } from './loadTaughtGradebook';

/** The gradebook as one table: a student per row, each column's grade, each category's grade, the final grade. */
function gradebookTable(book: Gradebook): ExportTable {
  const categoryName = (id: number | null) => book.categories.find((c) => c.id === id)?.name ?? 'Sin categoría';
  const columns = [
    { header: 'Estudiante', width: 2.2 },
    { header: 'Correo', width: 2.2 },
    ...book.columns.map((c) => ({ header: `${c.title} (${categoryName(c.categoryId)})`, numeric: true })),
    ...book.categories.map((c) => ({ header: `${c.name} ${c.weight} %`, numeric: true })),
    { header: 'Promedio ponderado', numeric: true },
    { header: 'Nota final', numeric: true },
    { header: 'Estado' },
    { header: 'Motivo del ajuste', width: 2.4 },
  ];
  const rows: ExportCell[][] = book.rows.map((r) => [
    r.fullName,
    r.email,
    ...book.columns.map((c) => r.scores[c.key] ?? null),
    ...book.categories.map((c) => r.categories.find((x) => x.categoryId === c.id)?.grade ?? null),
    r.grade.average,
    r.grade.final,
    r.grade.passed === null ? 'Sin notas' : r.grade.passed ? 'Aprobado' : 'Desaprobado',
    r.grade.overrideReason ?? '',
  ]);
  return {
    title: `Calificaciones · ${book.courseTitle}`,
    subtitle: `${book.courseCode} · Nota aprobatoria ${book.passingMark}`,
    columns,
    rows,
  };
}

/** GET /teacher/courses/{courseId}/gradebook/export?format=csv|xlsx: teachers of the course and administrators; audited. */
export async function exportGradebook(
  req: FastifyRequest,
  reply: FastifyReply,
  courseId: number,
  format: 'csv' | 'xlsx',
): Promise<FastifyReply> {
  const book = await getTaughtGradebook(req, courseId);
  const slug = book.courseCode.replace(/[^A-Za-z0-9-]+/g, '-') || String(courseId);
  return sendExport(req, reply, {
    table: gradebookTable(book),
    format,
    name: `calificaciones-${slug}`,
    audit: {
      entity: 'gradebook',
      entityId: courseId,
      label: `Calificaciones · ${book.courseTitle} (${format.toUpperCase()})`,
      details: { courseId, format, rows: book.rows.length },
    },
  });
}
