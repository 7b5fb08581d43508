import type { FastifyRequest } from 'fastify';
import type { AdminReport, AdminReportQuery, ReportFigures } from '@inpro/shared-contracts';
import { allAreas, courseCounts, monthly, type CourseCounts } from './adminReportRows';

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : null);

type Sums = Omit<CourseCounts, 'course_id' | 'code' | 'title' | 'area'>;

function figures(c: Sums): ReportFigures {
  return {
    enrolments: Number(c.enrolments),
    revenue: round(Number(c.revenue), 2),
    attendanceRate: pct(Number(c.present), Number(c.marked)),
    averageGrade: Number(c.graded) > 0 ? round(Number(c.grade_sum) / Number(c.graded), 2) : null,
    completionRate: pct(Number(c.certified_by_end), Number(c.enrolled_by_end)),
    certificates: Number(c.certificates),
  };
}

function sum(list: CourseCounts[]): Sums {
  const keys: (keyof Sums)[] = [
    'enrolments',
    'revenue',
    'present',
    'marked',
    'grade_sum',
    'graded',
    'enrolled_by_end',
    'certified_by_end',
    'certificates',
  ];
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as unknown as Sums;
  for (const c of list) for (const k of keys) out[k] += Number(c[k]);
  return out;
}

/** The report of a period: per course, totals weighted over the raw counts, month by month. */
export async function buildReport(req: FastifyRequest, q: AdminReportQuery): Promise<AdminReport> {
  const db = req.server.db;
  const f = { from: q.from, to: q.to, courseId: q.courseId, area: q.area };
  const [list, months, areas] = await Promise.all([courseCounts(db, f), monthly(db, f), allAreas(db)]);
  return {
    from: q.from,
    to: q.to,
    totals: figures(sum(list)),
    courses: list.map((c) => ({ courseId: c.course_id, code: c.code, title: c.title, area: c.area, ...figures(c) })),
    monthly: months.map((m) => ({ month: m.month, enrolments: Number(m.enrolments), revenue: round(Number(m.revenue), 2) })),
    areas,
  };
}
