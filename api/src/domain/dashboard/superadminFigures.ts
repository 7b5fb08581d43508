import { sql, type SQL } from 'drizzle-orm';
import type { Kpi, TrendPoint } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { collectedPayments, limaDate, limaToday, pendingInstallments } from '../money/moneySql';

/*
 * The institute's key figures for the dashboard, each with its trend. Periods are Lima calendar
 * periods; a trend lists its periods oldest first, the current one last.
 */

const MONTHS = 6;
const WEEKS = 8;
const DAYS = 14;

const thisMonth = sql`date_trunc('month', ${limaToday})::date`;
const months = sql`(select generate_series(${thisMonth} - interval '${sql.raw(String(MONTHS - 1))} months', ${thisMonth}, interval '1 month')::date as p)`;
const thisWeek = sql`date_trunc('week', ${limaToday})::date`;
const weeks = sql`(select generate_series(${thisWeek} - interval '${sql.raw(String(WEEKS - 1))} weeks', ${thisWeek}, interval '1 week')::date as p)`;
const days = sql`(select generate_series(${limaToday} - ${sql.raw(String(DAYS - 1))}, ${limaToday}, interval '1 day')::date as p)`;

function toSeries(list: { p: string | Date; v: number | string | null }[]): TrendPoint[] {
  return list.map((r) => ({
    period: typeof r.p === 'string' ? r.p.slice(0, 10) : r.p.toISOString().slice(0, 10),
    value: Math.round(Number(r.v ?? 0) * 100) / 100,
  }));
}

async function series(db: Db, query: SQL): Promise<TrendPoint[]> {
  return toSeries(await rows<{ p: string | Date; v: number | null }>(db, query));
}

async function scalar(db: Db, query: SQL): Promise<number | null> {
  const [r] = await rows<{ v: number | string | null }>(db, query);
  return r?.v === null || r?.v === undefined ? null : Number(r.v);
}

export async function activeStudents(db: Db): Promise<Kpi> {
  const base = sql`from enrolments e join users u on u.id = e.user_id
                   where u.role = 'ESTUDIANTE' and u.active and e.status = 'ACTIVO'`;
  const [value, trend] = await Promise.all([
    scalar(db, sql`select count(distinct e.user_id)::int as v ${base}`),
    series(
      db,
      sql`select m.p, (select count(distinct e.user_id)::int ${base} and ${limaDate(sql`e.created_at`)} < (m.p + interval '1 month')::date) as v
            from ${months} m order by m.p`,
    ),
  ]);
  return { value: value ?? 0, series: trend };
}

export async function coursesPublished(db: Db): Promise<Kpi> {
  const [value, trend] = await Promise.all([
    scalar(db, sql`select count(*)::int as v from courses where published`),
    series(
      db,
      sql`select m.p, (select count(*)::int from courses c where c.published and ${limaDate(sql`c.created_at`)} < (m.p + interval '1 month')::date) as v
            from ${months} m order by m.p`,
    ),
  ]);
  return { value: value ?? 0, series: trend };
}

/** Money collected by month (the current month last) and last month's total. */
export async function revenue(db: Db): Promise<{ kpi: Kpi; lastMonth: number }> {
  const trend = await series(
    db,
    sql`select m.p, coalesce((select sum(c.amount) from ${collectedPayments} c
                                where date_trunc('month', ${limaDate(sql`c.at`)})::date = m.p), 0)::float8 as v
          from ${months} m order by m.p`,
  );
  return { kpi: { value: trend[trend.length - 1]?.value ?? 0, series: trend }, lastMonth: trend[trend.length - 2]?.value ?? 0 };
}

export async function pendingPayments(db: Db): Promise<Kpi & { count: number; toReview: number }> {
  const [totals] = await rows<{ amount: number | null; n: number; review: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::float8 as amount, count(*)::int as n,
               (select count(*)::int from payments where status = 'PENDIENTE') as review
          from ${pendingInstallments} pi`,
  );
  const trend = await series(
    db,
    sql`select m.p, coalesce((select sum(pi.amount) from ${pendingInstallments} pi
                                where date_trunc('month', pi.due_date)::date = m.p), 0)::float8 as v
          from ${months} m order by m.p`,
  );
  return { value: Number(totals?.amount ?? 0), series: trend, count: Number(totals?.n ?? 0), toReview: Number(totals?.review ?? 0) };
}

/** PRESENTE over marked (PRESENTE + AUSENTE) attendance of sessions held in the period, as a percentage. */
function rateOf(from: SQL, to: SQL): SQL {
  return sql`(select round(100.0 * count(*) filter (where a.status = 'PRESENTE') / nullif(count(*), 0), 1)::float8
                from attendance a join course_sessions s on s.id = a.session_id
               where a.status in ('PRESENTE', 'AUSENTE') and s.session_date >= ${from} and s.session_date < ${to})`;
}

export async function attendanceRate(db: Db): Promise<Kpi> {
  const [value, trend] = await Promise.all([
    scalar(db, sql`select ${rateOf(sql`${limaToday} - 29`, sql`${limaToday} + 1`)} as v`),
    series(db, sql`select w.p, coalesce(${rateOf(sql`w.p`, sql`(w.p + interval '1 week')::date`)}, 0) as v from ${weeks} w order by w.p`),
  ]);
  return { value, series: trend };
}

export async function signInsToday(db: Db): Promise<Kpi> {
  const trend = await series(
    db,
    sql`select d.p, (select count(*)::int from audit_log l where l.action = 'LOGIN' and ${limaDate(sql`l.created_at`)} = d.p) as v
          from ${days} d order by d.p`,
  );
  return { value: trend[trend.length - 1]?.value ?? 0, series: trend };
}
