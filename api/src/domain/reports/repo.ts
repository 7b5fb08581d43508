import { sql } from 'drizzle-orm';
import { paymentConceptLabel, roleLabel } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { collectedPayments, limaDate, limaDateText } from '../money/moneySql';
import { registrationSql } from '../participants/registrationState';

/*
 * The data of the three reports for a period [from, to] (Lima calendar dates, both included).
 * Each answers finished rows in column order (texts formatted for reading, numbers as numbers).
 */

export type Cell = string | number | null;

export async function financialRows(db: Db, from: string, to: string): Promise<Cell[][]> {
  const list = await rows<{
    day: string;
    buyer: string;
    email: string;
    course: string;
    code: string;
    seq: number | null;
    plan: 'FULL' | 'INSTALLMENTS';
    count: number;
    method: string;
    amount: number;
  }>(
    db,
    sql`select ${limaDateText(sql`m.at`)} as day, o.buyer_name as buyer, o.buyer_email as email,
               o.course_title as course, o.course_code as code, m.installment_seq as seq, o.plan,
               (select count(*)::int from installments i where i.order_id = o.id) as count, m.method, m.amount
          from ${collectedPayments} m join orders o on o.id = m.order_id
         where ${limaDate(sql`m.at`)} between ${from}::date and ${to}::date
         order by m.at, m.order_id`,
  );
  return list.map((r) => [
    r.day,
    r.buyer,
    r.email,
    r.course,
    r.code,
    paymentConceptLabel(r.plan, r.seq, r.count),
    r.method === 'VOUCHER' ? 'Voucher' : 'Tarjeta',
    Number(r.amount),
  ]);
}

export async function courseRows(db: Db, from: string, to: string): Promise<Cell[][]> {
  const list = await rows<{
    code: string;
    title: string;
    type: string;
    published: boolean;
    enrolled_period: number;
    enrolled: number;
    revenue: number;
    attendance: number | null;
  }>(
    db,
    sql`select c.code, c.title, c.type, c.published,
               (select count(*)::int from enrolments e where e.course_id = c.id
                   and ${limaDate(sql`e.created_at`)} between ${from}::date and ${to}::date) as enrolled_period,
               (select count(*)::int from enrolments e where e.course_id = c.id and e.status = 'ACTIVO') as enrolled,
               coalesce((select round(sum(m.amount)::numeric, 2)::float8 from ${collectedPayments} m
                          where m.course_id = c.id and ${limaDate(sql`m.at`)} between ${from}::date and ${to}::date), 0) as revenue,
               (select round(100.0 * count(*) filter (where a.status = 'PRESENTE') / nullif(count(*), 0), 1)::float8
                  from attendance a join course_sessions s on s.id = a.session_id
                 where s.course_id = c.id and a.status in ('PRESENTE', 'AUSENTE')
                   and s.session_date between ${from}::date and ${to}::date) as attendance
          from courses c
         order by c.title, c.id`,
  );
  return list.map((r) => [
    r.code,
    r.title,
    r.type,
    r.published ? 'Publicado' : 'Borrador',
    Number(r.enrolled_period),
    Number(r.enrolled),
    Number(r.revenue),
    r.attendance === null ? null : Number(r.attendance),
  ]);
}

export async function userRows(db: Db, from: string, to: string): Promise<Cell[][]> {
  const list = await rows<{
    full_name: string;
    email: string;
    role: string;
    active: boolean;
    registration: string | null;
    created: string;
    last_login: string | null;
    logins: number;
  }>(
    db,
    sql`select u.full_name, u.email, u.role, u.active,
               case when u.role = 'ESTUDIANTE' then ${registrationSql} end as registration,
               ${limaDateText(sql`u.created_at`)} as created,
               case when u.last_login_at is null then null else ${limaDateText(sql`u.last_login_at`)} end as last_login,
               (select count(*)::int from audit_log l where l.action = 'LOGIN' and l.actor_id = u.id
                   and ${limaDate(sql`l.created_at`)} between ${from}::date and ${to}::date) as logins
          from users u
         where ${limaDate(sql`u.created_at`)} between ${from}::date and ${to}::date
         order by u.created_at, u.id`,
  );
  return list.map((r) => [
    r.full_name,
    r.email,
    roleLabel(r.role),
    r.active ? 'Activo' : 'Inactivo',
    r.registration ?? '—',
    r.created,
    r.last_login ?? '',
    Number(r.logins),
  ]);
}
