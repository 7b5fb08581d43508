import { z } from '../zod';
import { idSchema, optionalQueryText } from './common';
import { DATE_FROM_REQUIRED, DATE_TO_REQUIRED, dateInputSchema, refineDateRange } from './dates';
import { REPORT_FORMATS } from './superadmin';

const filters = {
  from: dateInputSchema(DATE_FROM_REQUIRED),
  to: dateInputSchema(DATE_TO_REQUIRED),
  courseId: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), idSchema('ID del curso inválido.').optional()),
  area: optionalQueryText,
};

/** GET /admin/reports?from=&to=&courseId=&area= (a period, both dates included; dd/mm/aaaa or YYYY-MM-DD). */
export const adminReportQuerySchema = z.object(filters).superRefine(refineDateRange);
export type AdminReportQueryInput = z.input<typeof adminReportQuerySchema>;
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;

/** GET /admin/reports/export: the same filters plus the format (csv, xlsx, pdf). */
export const adminReportExportQuerySchema = z
  .object({
    ...filters,
    format: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(REPORT_FORMATS, { error: 'Formato inválido (csv, xlsx o pdf).' }),
    ),
  })
  .superRefine(refineDateRange);
export type AdminReportExportQuery = z.output<typeof adminReportExportQuerySchema>;

/** The figures of one course (or of all, in `totals`) for the period. */
const reportFiguresSchema = z.object({
  /** New enrolments in the period. */
  enrolments: z.number().int(),
  /** Soles collected in the period (approved payments). */
  revenue: z.number(),
  /** PRESENTE over PRESENTE + AUSENTE of the sessions held in the period, in % (null: no marks). */
  attendanceRate: z.number().nullable(),
  /** Mean score (0–20) of the submissions graded in the period (null: none). */
  averageGrade: z.number().nullable(),
  /** Participants with the course certificate over participants enrolled by the end of the period, in % (null: nobody enrolled). */
  completionRate: z.number().nullable(),
  /** Certificates issued in the period. */
  certificates: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const courseReportRowSchema = reportFiguresSchema.extend({
  courseId: z.number().int(),
  code: z.string(),
  title: z.string(),
  area: z.string(),
});
export type CourseReportRow = z.infer<typeof courseReportRowSchema>;

export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: reportFiguresSchema,
  courses: z.array(courseReportRowSchema),
  /** Month by month (YYYY-MM) of the period: enrolments and revenue (the charts). */
  monthly: z.array(z.object({ month: z.string(), enrolments: z.number().int(), revenue: z.number() })),
  /** Every course area (the area filter). */
  areas: z.array(z.string()),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** Column headers of the report table (screen and exports). */
export const ADMIN_REPORT_COLUMNS = [
  'Código',
  'Curso',
  'Área',
  'Inscripciones',
  'Recaudación (S/)',
  'Asistencia (%)',
  'Promedio (0-20)',
  'Culminación (%)',
  'Certificados',
] as const;
