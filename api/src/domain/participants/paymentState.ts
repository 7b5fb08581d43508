import { sql, type SQL } from 'drizzle-orm';
import { overdueSql } from '../money/moneySql';

/**
 * Payment state of each participant (Pagado / Parcial / Debe) and what they still owe, one row
 * per user with a live order: `(user_id, state, balance)`.
 *
 * Derived from the installments of the user's live orders: Pagado when nothing is due; Debe when
 * an installment is Vencida (installmentState: past its due date; a voucher under review is not) or nothing was paid yet; Parcial
 * otherwise. An order without installments counts by its own status (PAID = paid).
 */
export function participantPaymentStates(overdueCutoff: string): SQL {
  return sql`(
  select d.user_id,
         case
           when sum(d.due) <= 0.005 then 'Pagado'
           when bool_or(d.overdue) or sum(d.paid) <= 0.005 then 'Debe'
           else 'Parcial'
         end as state,
         round(sum(d.due)::numeric, 2)::float8 as balance
    from (
      select o.user_id,
             case when i.order_id is null then (case when o.status = 'PAID' then 0 else o.total::float8 end) else i.due end as due,
             case when i.order_id is null then (case when o.status = 'PAID' then o.total::float8 else 0 end) else i.paid end as paid,
             coalesce(i.overdue, false) as overdue
        from orders o
        left join (
          select order_id,
                 coalesce(sum(amount) filter (where status <> 'PAGADO'), 0)::float8 as due,
                 coalesce(sum(amount) filter (where status = 'PAGADO'), 0)::float8 as paid,
                 coalesce(bool_or(${overdueSql(sql`status`, sql`due_date`, overdueCutoff)}), false) as overdue
            from installments group by order_id
        ) i on i.order_id = o.id
       where o.user_id is not null and o.status not in ('FAILED', 'CANCELLED')
    ) d
   group by d.user_id
)`;
}
