import type { FastifyInstance } from 'fastify';
import { formatDate, formatSoles, orderNumber } from '@inpro/shared-contracts';
import { sendMail } from '../../mail';
import { loadGroup } from '../settings/store';

/** An unpaid installment is reminded once, when it falls due within this many days (Lima dates). */
const REMINDER_DAYS = 3;

interface Due {
  id: number;
  seq: number;
  amount: number;
  due_date: string;
  order_id: number;
  course_title: string;
  email: string;
  full_name: string;
}

/** The queue's job that looks for installments to remind (when: config.jobs.remindersCron, hourly by default). */
export const REMINDERS_JOB = 'installment-reminders';

/**
 * Enqueues "tu cuota vence en N días" for every unpaid installment (PENDIENTE or RECHAZADO) of a
 * live order due between today and today + 3 in Lima, once: the installment is marked in the same
 * transaction that enqueues its mail job, so two runs (or two processes) never mail it twice, and an
 * SMTP failure only delays the mail (the job is retried). Nothing goes out while e-mail notifications
 * are off in the settings. Returns how many reminders were queued.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  if (!(await loadGroup(app, 'notifications')).emailEnabled) return 0;
  return app.database.transaction(async (executeSql) => {
    const { rows } = await executeSql(
      `update installments i set reminded_at = $1::timestamptz
         from orders o join users u on u.id = o.user_id
        where o.id = i.order_id
          and i.reminded_at is null
          and i.status in ('PENDIENTE', 'RECHAZADO')
          and o.status in ('PENDING', 'PARTIAL')
          and i.due_date between ($1::timestamptz at time zone 'America/Lima')::date
                             and ($1::timestamptz at time zone 'America/Lima')::date + $2::int
       returning i.id, i.seq, i.amount::float8 as amount, i.due_date::text as due_date, o.id as order_id,
                 o.course_title, u.email, u.full_name`,
      [now.toISOString(), REMINDER_DAYS],
    );
    for (const due of rows as Due[]) {
      const text = [
        `Hola, ${due.full_name}:`,
        '',
        `La cuota ${due.seq} de tu pedido ${orderNumber(due.order_id)} (${due.course_title}) vence el ${formatDate(due.due_date)}: ${formatSoles(Number(due.amount))}.`,
        'Puedes pagarla en el Aula Virtual, sección Pagos, con el botón «Pagar ahora».',
        '',
        'INPRO – Instituto Nacional de Profesionalización',
      ].join('\n');
      await sendMail(app, { to: due.email, subject: `INPRO: tu cuota vence el ${formatDate(due.due_date)}`, text }, { executeSql });
    }
    return rows.length;
  });
}

/** Registers the reminder job and its hourly schedule (one run per hour across every process). */
export function registerDueReminders(app: FastifyInstance): void {
  app.jobs.work(REMINDERS_JOB, () => sendDueReminders(app));
  app.jobs.schedule(REMINDERS_JOB, app.config.jobs.remindersCron);
}
