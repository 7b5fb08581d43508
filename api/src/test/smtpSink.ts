import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

/**
 * A local SMTP server that keeps what it receives (user/pass checked when `auth` is given). While
 * `refusing.count` > 0 it answers each message with a temporary failure (451) and counts down.
 */
export async function startSmtpSink(auth?: { user: string; pass: string }, refusing = { count: 0 }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, cb) {
      if (auth && a.username === auth.user && a.password === auth.pass) cb(null, { user: a.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        if (refusing.count > 0) {
          refusing.count -= 1;
          const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          cb(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, refusing, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text of a single-part received message: headers dropped, its transfer encoding undone. */
export function receivedText(data: string): string {
  const [head, ...rest] = data.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
