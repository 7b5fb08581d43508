// Does POST /auth/register tell a taken e-mail by its answer or its time?
//
//   node api/bench/registration-timing.mjs [--base http://localhost:8080] [--rounds 30]
//
// Against a running site (`npm start`) with the demo data. It starts a local SMTP server, sets it as
// the site's SMTP server with the demo master administrator (so new accounts confirm their e-mail), sends
// registrations of new e-mails and of demo accounts' e-mails, alternating, compares the answers and
// the times, and puts the SMTP setting back. The password cost is the real one (argon2id).
import { createRequire } from 'node:module';
import { numberArg } from './common.mjs';

const { SMTPServer } = createRequire(import.meta.url)('smtp-server');
const i = process.argv.indexOf('--base');
const base = i > 0 ? process.argv[i + 1] : 'http://localhost:8080';
const rounds = numberArg('rounds', 30);
const TAKEN = ['estudiante@inpro.test', 'docente@inpro.test', 'admin@inpro.test'];

const sink = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData: (s, _x, cb) => s.resume().on('end', () => cb()),
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));

async function call(path, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(base + path, {
    method: path.startsWith('/api/admin') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const admin = JSON.parse((await call('/api/auth/login', { email: 'superadmin@inpro.test', password: 'Inpro2026!' })).text);
const auth = { authorization: `Bearer ${admin.token}` };
const smtp = (body) => call('/api/admin/settings/smtp', body, auth);
if (
  (await smtp({ host: '127.0.0.1', port: sink.server.address().port, secure: false, user: '', confirmRegistrations: true })).status !== 200
)
  throw new Error('could not set the SMTP server');

const times = { new: [], taken: [] };
const answers = new Set();
try {
  for (let r = 0; r < rounds; r += 1) {
    const pairs = [
      ['new', `timing-${Date.now()}-${r}@example.pe`],
      ['taken', TAKEN[r % TAKEN.length]],
    ];
    if (r % 2) pairs.reverse();
    for (const [kind, email] of pairs) {
      const res = await call('/api/auth/register', {
        fullName: 'Prueba Tiempo',
        email,
        password: 'Clave.Segura2026',
        phone: null,
        acceptTerms: true,
      });
      if (res.status === 429) throw new Error('rate limited: use fewer --rounds or a higher RATE_LIMIT_AUTH_PER_IP');
      answers.add(`${res.status} ${res.text}`);
      times[kind].push(res.ms);
    }
  }
} finally {
  await smtp({ host: '' });
  sink.close();
}

const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(1);
console.log(`${rounds} registrations of each kind against ${base}`);
console.log('| e-mail | median ms | p90 ms |\n| --- | --- | --- |');
for (const [kind, xs] of Object.entries(times)) console.log(`| ${kind} | ${q(xs, 0.5)} | ${q(xs, 0.9)} |`);
console.log(answers.size === 1 ? `one answer for both: ${[...answers][0]}` : `DIFFERENT ANSWERS:\n${[...answers].join('\n')}`);
process.exit(answers.size === 1 ? 0 : 1);
