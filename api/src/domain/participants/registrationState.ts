import { sql, type SQL } from 'drizzle-orm';

/**
 * Registration state of a user row aliased `u`, in SQL; mirrors `registrationState` of
 * shared-contracts (the one definition): Incompleto without DNI or phone, else Pendiente until
 * the e-mail is confirmed (users.email_verified_at), else Verificado.
 */
export const registrationSql: SQL = sql`case
  when coalesce(btrim(u.dni), '') = '' or coalesce(btrim(u.phone), '') = '' then 'Incompleto'
  when u.email_verified_at is null then 'Pendiente'
  else 'Verificado' end`;
