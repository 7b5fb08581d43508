/**
 * Mail as jobs of the queue: `sendMail` stores the message (attachments as base64) in a `mail` job;
 * the worker of whichever process takes it sends it with `deliverMail`. An SMTP failure throws, so
 * the queue retries it with backoff; the `mail_sent` marker, written once the server took the
 * message, keeps a job taken over after its process died from sending it twice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SmtpSettings } from '@inpro/shared-contracts';
import type { ExecuteSql } from '../db';
import { decryptSecret, encryptSecret, type EncryptedSecret } from '../domain/settings/crypto';
import { keyOf } from '../domain/settings/store';
import { deliverMail, MailError, type MailMessage } from './deliver';

export const MAIL_QUEUE = 'mail';

export interface MailJobData {
  message: Omit<MailMessage, 'attachments'> & {
    attachments?: { filename: string; contentBase64: string; contentType?: string }[];
  };
  /** Settings other than the saved ones (the notice of a change of the mail settings), password encrypted. */
  smtp?: Omit<SmtpSettings, 'password'> & { password: EncryptedSecret | '' };
}

export function mailJobData(app: FastifyInstance, message: MailMessage, smtp?: SmtpSettings): MailJobData {
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map((t) => t.trim()).filter(Boolean);
  if (!to.length) throw new MailError('Indica al menos un destinatario.');
  return {
    message: {
      ...message,
      to,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
      })),
    },
    ...(smtp ? { smtp: { ...smtp, password: smtp.password ? encryptSecret(keyOf(app), smtp.password) : '' } } : {}),
  };
}

/**
 * Enqueues one message (sent by a worker, with retries). `opts.smtp` sends through other settings
 * than the saved ones; `opts.executeSql` enqueues inside that transaction. Answers the job's id.
 */
export async function sendMail(
  app: FastifyInstance,
  message: MailMessage,
  opts: { smtp?: SmtpSettings; executeSql?: ExecuteSql } = {},
): Promise<{ jobId: string | null }> {
  const jobId = await app.jobs.send(MAIL_QUEUE, mailJobData(app, message, opts.smtp), { executeSql: opts.executeSql });
  return { jobId };
}

/**
 * Enqueues a message without holding up the answer to `req` (whose timing must not depend on the
 * mail: reset links, registration links): a failure to enqueue is only logged, as `what`.
 */
export function sendMailAfterAnswer(req: FastifyRequest, message: MailMessage, what: string): void {
  void sendMail(req.server, message).catch((err: unknown) => req.log.warn({ err }, `${what} could not be queued`));
}

function messageOf(data: MailJobData): MailMessage {
  const { attachments, ...rest } = data.message;
  return {
    ...rest,
    attachments: attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  };
}

function smtpOf(app: FastifyInstance, data: MailJobData): SmtpSettings | undefined {
  if (!data.smtp) return undefined;
  const { password, ...rest } = data.smtp;
  return { ...rest, password: password ? (decryptSecret(keyOf(app), password) ?? '') : '' };
}

/** The worker: sends the job's message unless an earlier attempt already did. */
async function runMailJob(app: FastifyInstance, job: { id: string; data: MailJobData }): Promise<{ messageId?: string; skipped?: true }> {
  const { rows } = await app.database.executeSql('SELECT 1 FROM mail_sent WHERE job_id = $1', [job.id]);
  if (rows.length) return { skipped: true };
  const sent = await deliverMail(app, messageOf(job.data), { smtp: smtpOf(app, job.data) });
  await app.database.executeSql('INSERT INTO mail_sent (job_id, message_id) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING', [
    job.id,
    sent.messageId,
  ]);
  return { messageId: sent.messageId };
}

export function registerMailJobs(app: FastifyInstance): void {
  app.jobs.work<MailJobData>(MAIL_QUEUE, (job) => runMailJob(app, job));
}
