import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readMaintenance } from '../backup/maintenance';
import { forgetSettings } from '../domain/settings/store';

/** What /api answers while a restore runs. */
export const MAINTENANCE_MESSAGE =
  'El sitio está en mantenimiento: estamos restaurando la información. Vuelve a intentarlo en unos minutos.';
/** Retry-After (s) of a request refused during maintenance. */
const MAINTENANCE_RETRY_AFTER_S = 60;
/** The probes keep answering: they say whether the process is up, not whether the site is open. */
const PROBES = new Set(['/api/health', '/api/ready']);

const PAGE = `<!doctype html>
<html lang="es-PE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sitio en mantenimiento · INPRO</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1f2937}
main{max-width:34rem;padding:2rem;text-align:center}
h1{font-size:1.6rem;margin:0 0 1rem;color:#0b3d91}
p{line-height:1.6;margin:.5rem 0}
</style>
</head>
<body>
<main>
<h1>El sitio está en mantenimiento</h1>
<p>Estamos restaurando la información del instituto. Tus datos están a salvo.</p>
<p>Vuelve a intentarlo en unos minutos.</p>
</main>
</body>
</html>
`;

/**
 * The maintenance switch of a restore (backup/maintenance.ts): a row in the database, so every
 * process on it sees the same. Each process reads it every `checkMs`; while it is on, pages answer
 * a 503 page in Spanish and /api a 503 JSON, both with Retry-After, and nothing else runs. When it
 * goes off, the process forgets what it cached of the database it had before.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance, opts: { checkMs: number }) => {
    let on = false;
    const check = async () => {
      try {
        const was = on;
        on = (await app.database.withSession(readMaintenance)) !== null;
        // The database was replaced: what this process keeps of it (public answers, the catalogue's
        // index, settings) is read again.
        if (was && !on) {
          app.publicCache?.clear();
          forgetSettings(app);
        }
      } catch (err) {
        // The database is unreachable: keep the last state (the next check tries again).
        app.log.warn({ err }, 'maintenance switch unreadable');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await check();
      timer = setInterval(() => void check(), opts.checkMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
    app.addHook('onRequest', (req, reply, done) => {
      if (!on) return done();
      const url = req.url.split('?')[0];
      if (PROBES.has(url.replace(/\/+$/, ''))) return done();
      reply.status(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_S)).header('cache-control', 'no-store');
      if (url === '/api' || url.startsWith('/api/')) void reply.send({ error: MAINTENANCE_MESSAGE });
      else void reply.type('text/html; charset=utf-8').send(PAGE);
    });
  },
  { name: 'inpro-maintenance' },
);
