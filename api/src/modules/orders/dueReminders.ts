import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatDate, formatSoles, orderNumber } from '@inpro/shared-contracts';
import { sendMail } from '../../mail';
import { loadGroup } from '../settings/store';

/** An unpaid installment is reminded once, when it falls due within this many days (Lima dates). */
export const REMINDER_DAYS = 3;
/** How often the server looks for installments to remind. */
export const REMINDER_EVERY_MS = 60 * 60 * 1000;

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

/**
 * E-mails "tu cuota vence en N días" for every unpaid installment (PENDIENTE or RECHAZADO) of a
 * live order due between today and today + 3 in Lima, once: the installment is marked before the
 * mail leaves, so two servers (or two runs) never send it twice. Nothing goes out while e-mail
 * notifications are off in the settings. Returns how many reminders were sent.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  if (!(await loadGroup(app, 'notifications')).emailEnabled) return 0;
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'America/Lima')::date`;
  const result = await app.db.execute(sql`
    update installments i set reminded_at = ${now.toISOString()}::timestamptz
      from orders o join users u on u.id = o.user_id
     where o.id = i.order_id
       and i.reminded_at is null
       and i.status in ('PENDIENTE', 'RECHAZADO')
       and o.status in ('PENDING', 'PARTIAL')
       and i.due_date between ${today} and ${today} + ${REMINDER_DAYS}::int
    returning i.id, i.seq, i.amount::float8 as amount, i.due_date::text as due_date, o.id as order_id,
              o.course_title, u.email, u.full_name`);
  const rows = (result as unknown as { rows: Due[] }).rows;
  let sent = 0;
  for (const due of rows) {
    const text = [
      `Hola, ${due.full_name}:`,
      '',
      `La cuota ${due.seq} de tu pedido ${orderNumber(due.order_id)} (${due.course_title}) vence el ${formatDate(due.due_date)}: ${formatSoles(due.amount)}.`,
      'Puedes pagarla en el Aula Virtual, sección Pagos, con el botón «Pagar ahora».',
      '',
      'INPRO – Instituto Nacional de Profesionalización',
    ].join('\n');
    try {
      await sendMail(app, { to: due.email, subject: `INPRO: tu cuota vence el ${formatDate(due.due_date)}`, text });
      sent += 1;
    } catch (err) {
      app.log.warn({ err, installmentId: due.id }, 'installment reminder could not be sent');
    }
  }
  return sent;
}

/**
 * Runs sendDueReminders a minute after start and then every hour (the timers never keep the
 * process alive). Works on a listening server: it adds no hook. Returns the function that stops it.
 */
export function scheduleDueReminders(app: FastifyInstance, { firstAfterMs = 60_000, everyMs = REMINDER_EVERY_MS } = {}): () => void {
  const run = () => {
    sendDueReminders(app).catch((err: unknown) => app.log.error({ err }, 'installment reminders failed'));
  };
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
