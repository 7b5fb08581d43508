import { sql } from 'drizzle-orm';
import { PAYMENT_STATUSES, type PaymentStatus, type PaymentsSummary } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { collectedPayments, limaDate, limaToday, overdueCutoffToday, overdueSql, pendingInstallments } from '../money/moneySql';

/*
 * The KPIs of /superadmin/pagos, read from payments and installments (definitions in
 * domain/money/moneySql.ts). Periods are Lima calendar months/days, oldest first. Overdue is
 * installmentState's Vencida (due date passed, no voucher under review).
 */

const MONTHS = 6;
const thisMonth = sql`date_trunc('month', ${limaToday})::date`;
const pastMonths = sql`(select generate_series(${thisMonth} - interval '${sql.raw(String(MONTHS - 1))} months', ${thisMonth}, interval '1 month')::date as p)`;
const nextMonths = sql`(select generate_series(${thisMonth}, ${thisMonth} + interval '${sql.raw(String(MONTHS - 1))} months', interval '1 month')::date as p)`;
const monthDays = sql`(select generate_series(${thisMonth}, ${limaToday}, interval '1 day')::date as p)`;

const round = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
const dayText = (p: string | Date) => (typeof p === 'string' ? p.slice(0, 10) : p.toISOString().slice(0, 10));

async function trend(db: Db, query: ReturnType<typeof sql>): Promise<{ p: string; v: number }[]> {
  return (await rows<{ p: string | Date; v: number | string | null }>(db, query)).map((r) => ({ p: dayText(r.p), v: round(r.v) }));
}

async function totals(db: Db, query: ReturnType<typeof sql>): Promise<{ amount: number; count: number }> {
  const [r] = await rows<{ amount: number | string | null; n: number | string | null }>(db, query);
  return { amount: round(r?.amount), count: Number(r?.n ?? 0) };
}

export async function paymentsSummary(db: Db): Promise<PaymentsSummary> {
  const c = collectedPayments;
  const pi = pendingInstallments;
  const overdueNow = overdueSql(sql`pi.status`, sql`pi.due_date`, overdueCutoffToday());
  const [collected, collectedTrend, pending, pendingTrend, overdue, overdueTrend, month, monthTrend, byStatus, balances] =
    await Promise.all([
      totals(db, sql`select sum(c.amount) as amount, count(*) as n from ${c} c`),
      trend(
        db,
        sql`select m.p, coalesce((select sum(c.amount) from ${c} c where date_trunc('month', ${limaDate(sql`c.at`)})::date = m.p), 0) as v
              from ${pastMonths} m order by m.p`,
      ),
      totals(db, sql`select sum(pi.amount) as amount, count(*) as n from ${pi} pi where not ${overdueNow}`),
      trend(
        db,
        sql`select m.p, coalesce((select sum(pi.amount) from ${pi} pi
                                   where not ${overdueNow}
                                     and date_trunc('month', greatest(pi.due_date, ${limaToday}))::date = m.p), 0) as v
              from ${nextMonths} m order by m.p`,
      ),
      totals(db, sql`select sum(pi.amount) as amount, count(*) as n from ${pi} pi where ${overdueNow}`),
      trend(
        db,
        sql`select m.p, coalesce((select sum(pi.amount) from ${pi} pi
                                   where ${overdueNow} and date_trunc('month', pi.due_date)::date = m.p), 0) as v
              from ${pastMonths} m order by m.p`,
      ),
      totals(db, sql`select sum(c.amount) as amount, count(*) as n from ${c} c where ${limaDate(sql`c.at`)} >= ${thisMonth}`),
      trend(
        db,
        sql`select d.p, coalesce((select sum(c.amount) from ${c} c
                                   where ${limaDate(sql`c.at`)} >= ${thisMonth} and ${limaDate(sql`c.at`)} <= d.p), 0) as v
              from ${monthDays} d order by d.p`,
      ),
      rows<{ status: PaymentStatus; n: number | string; amount: number | string | null }>(
        db,
        sql`select status, count(*) as n, sum(amount)::float8 as amount from payments group by status`,
      ),
      rows<{
        user_id: number | null;
        full_name: string | null;
        email: string | null;
        buyer_name: string;
        buyer_email: string;
        course_id: number | null;
        course: string;
        balance: number | string;
        next_due: string | Date;
        overdue: boolean;
      }>(
        db,
        sql`select o.user_id, u.full_name, u.email, min(o.buyer_name) as buyer_name, min(o.buyer_email) as buyer_email,
                   o.course_id, min(o.course_title) as course, sum(pi.amount) as balance, min(pi.due_date) as next_due,
                   bool_or(${overdueNow}) as overdue
              from ${pi} pi join orders o on o.id = pi.order_id left join users u on u.id = o.user_id
             group by o.user_id, u.full_name, u.email, o.course_id
             order by bool_or(${overdueNow}) desc, min(pi.due_date), min(o.course_title)
             limit 300`,
      ),
    ]);
  const counted = new Map(byStatus.map((r) => [r.status, r]));
  return {
    collected: { ...collected, trend: collectedTrend.map((t) => t.v) },
    pending: { ...pending, trend: pendingTrend.map((t) => t.v) },
    overdue: { ...overdue, trend: overdueTrend.map((t) => t.v) },
    thisMonth: { ...month, trend: monthTrend.map((t) => t.v) },
    months: collectedTrend.map((t) => t.p),
    byStatus: PAYMENT_STATUSES.map((status) => ({
      status,
      count: Number(counted.get(status)?.n ?? 0),
      amount: round(counted.get(status)?.amount),
    })),
    balances: balances.map((b) => ({
      student: { id: b.user_id, fullName: b.full_name ?? b.buyer_name, email: b.email ?? b.buyer_email },
      courseId: b.course_id,
      course: b.course,
      balance: round(b.balance),
      nextDueDate: dayText(b.next_due),
      overdue: Boolean(b.overdue),
    })),
  };
}
