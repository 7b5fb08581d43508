/**
 * Outgoing e-mail for every module (payment receipts and vouchers, password reset…).
 *
 *   import { sendMail } from '../../mail';
 *   await sendMail(req.server, { to: 'ana@x.pe', subject: 'Recibo', text: '…', html: '<p>…</p>' });
 *
 * `sendMail` enqueues a `mail` job (mail/jobs.ts): a worker of any process sends it, retrying with
 * backoff while the SMTP server fails, once. `deliverMail` sends at once (the test mail, the worker).
 *
 * Transport: nodemailer with the `smtp` settings (GET/PUT /admin/settings/smtp). While no SMTP
 * host is configured (development, tests, a fresh install) nothing leaves the machine: the
 * message goes to the in-process outbox (`mailOutbox(app)`, newest last, the tests read it) and,
 * when SMTP_SINK_DIR is set, is appended as one JSON line to `<SMTP_SINK_DIR>/outbox.jsonl`.
 * Callers that send notifications check `getSettings(app, 'notifications').emailEnabled` first.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { SmtpSettings } from '@inpro/shared-contracts';
import { getSettings } from '../domain/settings/store';

interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  /** 'smtp' when an SMTP server accepted it; 'outbox' when no server is configured. */
  via: 'smtp' | 'outbox';
  messageId: string;
  from: string;
  to: string[];
}

/** A message kept by the outbox (no SMTP server configured). */
export interface OutboxMail extends Omit<MailMessage, 'to' | 'attachments'> {
  to: string[];
  from: string;
  messageId: string;
  sentAt: string;
  attachments: { filename: string; contentType?: string; size: number }[];
}

/** The SMTP server did not take the message: `message` is Spanish and safe to show an administrator. */
export class MailError extends Error {
  constructor(
    message: string,
    public readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

const OUTBOX_MAX = 100;
const outboxes = new WeakMap<object, OutboxMail[]>();
const transports = new WeakMap<object, { key: string; transport: Transporter }>();

/** Messages kept because no SMTP server is configured (this process only, at most 100, newest last). */
export function mailOutbox(app: FastifyInstance): OutboxMail[] {
  let box = outboxes.get(app.database);
  if (!box) {
    box = [];
    outboxes.set(app.database, box);
  }
  return box;
}

export function smtpConfigured(smtp: SmtpSettings): boolean {
  return smtp.host.trim().length > 0;
}

/** nodemailer is loaded by the first message sent over SMTP, not at start (most installations keep an outbox). */
const loadNodemailer = async () => (await import('nodemailer')).default;
type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;

async function transportFor(app: FastifyInstance, smtp: SmtpSettings): Promise<Transporter> {
  const nodemailer = await loadNodemailer();
  const key = JSON.stringify([smtp.host, smtp.port, smtp.secure, smtp.user, smtp.password]);
  const cached = transports.get(app.database);
  if (cached && cached.key === key) return cached.transport;
  cached?.transport.close();
  const transport = newTransport(nodemailer, smtp);
  transports.set(app.database, { key, transport });
  return transport;
}

function newTransport(nodemailer: Nodemailer, smtp: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** Closes the pooled SMTP connection of this app (call on shutdown; tests do). */
export function closeMail(app: FastifyInstance): void {
  transports.get(app.database)?.transport.close();
  transports.delete(app.database);
}

function newMessageId(): string {
  return `<${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@inpro.local>`;
}

/** A readable Spanish reason for an SMTP failure (connection, authentication, refusal). */
function mailErrorMessage(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string } | null;
  switch (e?.code) {
    case 'ECONNECTION':
    case 'ECONNREFUSED':
    case 'ESOCKET':
      return 'No se pudo conectar con el servidor SMTP. Revisa el servidor, el puerto y la opción TLS.';
    case 'ETIMEDOUT':
      return 'El servidor SMTP no respondió a tiempo.';
    case 'EDNS':
      return 'No se encontró el servidor SMTP (revisa el nombre del servidor).';
    case 'EAUTH':
      return 'El servidor SMTP rechazó el usuario o la contraseña.';
    case 'EENVELOPE':
      return 'El servidor SMTP rechazó el remitente o el destinatario.';
    case 'EMESSAGE':
      return 'El servidor SMTP rechazó el mensaje.';
    default:
      return e?.responseCode ? `El servidor SMTP rechazó el envío (código ${e.responseCode}).` : 'No se pudo enviar el correo.';
  }
}

/**
 * Sends one message now with the `smtp` settings (or keeps it in the outbox when no SMTP host is set).
 * `opts.smtp` sends through other settings than the saved ones (the notice of a change of the mail
 * settings goes through the old ones). Throws MailError when the SMTP server refuses or cannot be reached.
 */
export async function deliverMail(app: FastifyInstance, message: MailMessage, opts: { smtp?: SmtpSettings } = {}): Promise<SentMail> {
  const smtp = opts.smtp ?? (await getSettings(app, 'smtp'));
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map((t) => t.trim()).filter(Boolean);
  if (!to.length) throw new MailError('Indica al menos un destinatario.');
  const from = smtp.from || 'INPRO <no-reply@inpro.edu.pe>';

  if (!smtpConfigured(smtp)) {
    const mail: OutboxMail = {
      to,
      from,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      messageId: newMessageId(),
      sentAt: new Date().toISOString(),
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.length,
      })),
    };
    const box = mailOutbox(app);
    box.push(mail);
    if (box.length > OUTBOX_MAX) box.splice(0, box.length - OUTBOX_MAX);
    const dir = app.config.smtpSinkDir;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await appendFile(path.join(dir, 'outbox.jsonl'), JSON.stringify(mail) + '\n', 'utf8');
    }
    app.log.info({ to, subject: message.subject }, 'mail kept in the outbox (no SMTP server configured)');
    return { via: 'outbox', messageId: mail.messageId, from, to };
  }

  // Settings other than the saved ones: a connection of its own, closed after this message.
  const oneOff = opts.smtp ? newTransport(await loadNodemailer(), smtp) : null;
  try {
    const info = await (oneOff ?? (await transportFor(app, smtp))).sendMail({
      from,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      attachments: message.attachments,
    });
    return { via: 'smtp', messageId: String(info.messageId ?? ''), from, to };
  } catch (err) {
    app.log.warn({ err, to, subject: message.subject }, 'mail could not be sent');
    throw new MailError(mailErrorMessage(err), err);
  } finally {
    oneOff?.close();
  }
}
