import { sql, type SQL } from 'drizzle-orm';
import type { ParticipantPaymentState, ParticipantsFilter, ParticipantStatus, RegistrationState } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { searchCondition } from '../../lib/search';
import { registrationSql } from './registrationState';
import { overdueCutoffToday } from '../money/moneySql';
import { participantPaymentStates } from './paymentState';

export interface ParticipantDbRow {
  id: number;
  full_name: string;
  email: string;
  dni: string | null;
  phone: string | null;
  student_code: string | null;
  registration: RegistrationState;
  payment: ParticipantPaymentState | null;
  balance: number;
  status: ParticipantStatus;
  courses: number;
  created_at: Date | string;
  total: number;
}

/** The students with their states, filtered; `limit` null = all (exports). */
export async function listParticipants(db: Db, f: ParticipantsFilter, limit: number | null, offset = 0): Promise<ParticipantDbRow[]> {
  // Every word of q in the name, e-mail, DNI or student code (accent- and case-insensitive).
  const conds: SQL[] = [searchCondition(sql`p.search_text`, f.q) ?? sql`true`];
  if (f.registration) conds.push(sql`p.registration = ${f.registration}`);
  if (f.payment) conds.push(sql`p.payment = ${f.payment}`);
  if (f.status) conds.push(sql`p.status = ${f.status}`);
  const payments = participantPaymentStates(overdueCutoffToday());
  return rows<ParticipantDbRow>(
    db,
    sql`with p as (
      select u.id, u.full_name, u.email, u.dni, u.phone, u.student_code, u.created_at, u.search_text,
             ${registrationSql} as registration,
             ps.state as payment,
             coalesce(ps.balance, 0)::float8 as balance,
             case when u.active then 'Activo' else 'Inactivo' end as status,
             (select count(*)::int from enrolments e where e.user_id = u.id and e.status = 'ACTIVO') as courses
        from users u
        left join ${payments} ps on ps.user_id = u.id
       where u.role = 'ESTUDIANTE'
    )
    select p.*, count(*) over ()::int as total
      from p
     where ${sql.join(conds, sql` and `)}
     order by p.full_name, p.id
     ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
}
