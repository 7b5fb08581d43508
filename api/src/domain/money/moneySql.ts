import { sql, type SQL } from 'drizzle-orm';
import { limaDate as limaToday_ } from '@inpro/shared-contracts';

/*
 * Money of the institute, defined once for the master administrator's screens (dashboard,
 * courses, reports). Amounts are soles; instants are read in America/Lima.
 */

/**
 * Money collected: one row per approved payment `(order_id, course_id, user_id, amount, at,
 * method, installment_seq)`. An order paid before payments were recorded one by one (status
 * PAID, no payment row) counts with its total at its payment date.
 */
export const collectedPayments: SQL = sql`(
  select o.id as order_id, o.course_id, o.user_id, p.amount::float8 as amount, coalesce(p.decided_at, p.created_at) as at,
         p.method, i.seq as installment_seq
    from payments p join orders o on o.id = p.order_id left join installments i on i.id = p.installment_id
   where p.status = 'APROBADO'
  union all
  select o.id, o.course_id, o.user_id, o.total::float8, coalesce(o.paid_at, o.updated_at), 'CARD', null
    from orders o
   where o.status = 'PAID' and not exists (select 1 from payments p where p.order_id = o.id)
)`;

/**
 * orderOwed (shared-contracts) in SQL for the order aliased `o`: live and confirmed (something paid,
 * or its buyer enrolled in its course). A purchase whose first voucher waits or was refused is not owed.
 */
export const owedOrder: SQL = sql`(o.status in ('PARTIAL', 'PAID') or (o.status = 'PENDING' and exists (
  select 1 from enrolments e where e.user_id = o.user_id and e.course_id = o.course_id and e.status = 'ACTIVO')))`;

/**
 * What is still due: one row per installment not paid yet (PENDIENTE, EN_REVISION while a
 * voucher waits for a decision, RECHAZADO after a refused voucher) of an order its buyer owes
 * (owedOrder) `(installment_id, order_id, course_id, user_id, amount, due_date, status)`.
 */
export const pendingInstallments: SQL = sql`(
  select i.id as installment_id, i.order_id, o.course_id, o.user_id, i.amount::float8 as amount, i.due_date, i.status
    from installments i join orders o on o.id = i.order_id
   where i.status <> 'PAGADO' and ${owedOrder}
)`;

/** Lima's calendar date of an instant column/expression. */
export function limaDate(instant: SQL): SQL {
  return sql`((${instant}) at time zone 'America/Lima')::date`;
}

/** Today in Lima. */
export const limaToday: SQL = sql`(now() at time zone 'America/Lima')::date`;

/** dd/mm/aaaa of an instant in Lima (SQL text). */
export function limaDateText(instant: SQL): SQL {
  return sql`to_char((${instant}) at time zone 'America/Lima', 'DD/MM/YYYY')`;
}

/** The overdue cutoff of today (installmentState): unpaid installments due before it (today in Lima) are Vencida. */
export function overdueCutoffToday(): string {
  return limaToday_();
}

/**
 * installmentState's Vencida in SQL, for the reports that count in the database: not paid, no
 * voucher under review, due before `cutoff` (overdueCutoffToday). installmentState.test.ts and
 * the reports' API tests keep both readings of the rule together.
 */
export function overdueSql(status: SQL, dueDate: SQL, cutoff: string): SQL {
  return sql`(${status} not in ('PAGADO', 'EN_REVISION') and ${dueDate} < ${cutoff}::date)`;
}
