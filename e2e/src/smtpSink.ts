import { SMTPServer } from 'smtp-server';

/** A message as the local SMTP server received it, its single-part body decoded. */
interface SunkSmtpMail {
  to: string[];
  text: string;
}

function decodeBody(data: string): string {
  const [head, ...rest] = data.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A local SMTP server for the site under test (set as its SMTP server in /admin/conf): unlike the
 * outbox file, it makes the site behave as with real e-mail delivery.
 */
export async function startSmtpSink() {
  const mails: (SunkSmtpMail & { raw: string })[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeBody(raw), raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    /** The text of every message to `email`, oldest first. */
    textsTo: (email: string) => mails.filter((m) => m.to.includes(email)).map((m) => m.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
