import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db';
import { collectedPayments, limaDate } from '../money/moneySql';

export interface ReportFilter {
  from: string;
  to: string;
  courseId?: number;
  area?: string;
}

/** Raw counts of one course in the period (rates are computed from them, so totals weigh correctly). */
export interface CourseCounts {
  course_id: number;
  code: string;
  title: string;
  area: string;
  enrolments: number;
  revenue: number;
  present: number;
  marked: number;
  grade_sum: number;
  graded: number;
  enrolled_by_end: number;
  certified_by_end: number;
  certificates: number;
}

function courseWhere(f: ReportFilter): SQL {
  const conds = [sql`true`];
  if (f.courseId) conds.push(sql`c.id = ${f.courseId}`);
  if (f.area) conds.push(sql`inpro_fold(c.area) = inpro_fold(${f.area})`);
  return sql.join(conds, sql` and `);
}

/** One row per course matching the filters, with the period's raw counts. */
export async function courseCounts(db: Db, f: ReportFilter): Promise<CourseCounts[]> {
  const inPeriod = (instant: SQL) => sql`${limaDate(instant)} between ${f.from}::date and ${f.to}::date`;
  return rows<CourseCounts>(
    db,
    sql`select c.id as course_id, c.code, c.title, c.area,
          (select count(*)::int from enrolments e where e.course_id = c.id and ${inPeriod(sql`e.created_at`)}) as enrolments,
          coalesce((select sum(m.amount)::float8 from ${collectedPayments} m where m.course_id = c.id and ${inPeriod(sql`m.at`)}), 0) as revenue,
          (select count(*)::int from attendance a join course_sessions s on s.id = a.session_id
             where s.course_id = c.id and s.cancelled_at is null and a.status = 'PRESENTE'
               and s.session_date between ${f.from}::date and ${f.to}::date) as present,
          (select count(*)::int from attendance a join course_sessions s on s.id = a.session_id
             where s.course_id = c.id and s.cancelled_at is null and a.status in ('PRESENTE', 'AUSENTE')
               and s.session_date between ${f.from}::date and ${f.to}::date) as marked,
          coalesce((select sum(sb.score)::float8 from submissions sb join evaluations ev on ev.id = sb.evaluation_id
             where ev.course_id = c.id and sb.status = 'CALIFICADO' and sb.score is not null
               and ${inPeriod(sql`coalesce(sb.graded_at, sb.updated_at)`)}), 0) as grade_sum,
          (select count(*)::int from submissions sb join evaluations ev on ev.id = sb.evaluation_id
             where ev.course_id = c.id and sb.status = 'CALIFICADO' and sb.score is not null
               and ${inPeriod(sql`coalesce(sb.graded_at, sb.updated_at)`)}) as graded,
          (select count(*)::int from enrolments e where e.course_id = c.id and ${limaDate(sql`e.created_at`)} <= ${f.to}::date) as enrolled_by_end,
          (select count(distinct ce.user_id)::int from certificates ce join enrolments e on e.user_id = ce.user_id and e.course_id = ce.course_id
             where ce.course_id = c.id and ce.status = 'EMITIDO' and ce.issued_at <= ${f.to}::date) as certified_by_end,
          (select count(*)::int from certificates ce
             where ce.course_id = c.id and ce.status = 'EMITIDO' and ce.issued_at between ${f.from}::date and ${f.to}::date) as certificates
        from courses c
        where ${courseWhere(f)}
        order by c.title, c.id`,
  );
}

/** Enrolments and revenue month by month over the period (every month present, zeros included). */
export async function monthly(db: Db, f: ReportFilter): Promise<{ month: string; enrolments: number; revenue: number }[]> {
  const courseIds = sql`(select c.id from courses c where ${courseWhere(f)})`;
  return rows(
    db,
    sql`with months as (
          select to_char(m, 'YYYY-MM') as month
            from generate_series(date_trunc('month', ${f.from}::date), date_trunc('month', ${f.to}::date), interval '1 month') m
        ),
        e as (
          select to_char(${limaDate(sql`created_at`)}, 'YYYY-MM') as month, count(*)::int as n
            from enrolments where course_id in ${courseIds}
             and ${limaDate(sql`created_at`)} between ${f.from}::date and ${f.to}::date group by 1
        ),
        r as (
          select to_char(${limaDate(sql`m.at`)}, 'YYYY-MM') as month, sum(m.amount)::float8 as amount
            from ${collectedPayments} m where m.course_id in ${courseIds}
             and ${limaDate(sql`m.at`)} between ${f.from}::date and ${f.to}::date group by 1
        )
        select months.month, coalesce(e.n, 0)::int as enrolments, coalesce(r.amount, 0)::float8 as revenue
          from months left join e on e.month = months.month left join r on r.month = months.month
         order by months.month`,
  );
}

export async function allAreas(db: Db): Promise<string[]> {
  const list = await rows<{ area: string }>(db, sql`select distinct area from courses where area <> ''`);
  return list.map((r) => r.area).sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
}
