import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { passwordQueueStats } from '../auth/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process; null when neither METRICS_TOKEN nor METRICS_PORT is set. */
    metrics: Registry | null;
  }
}

/** Label of requests no route matched (one series, whatever the URL). */
const UNMATCHED = '(unmatched)';
export const METRICS_TOKEN_REQUIRED = 'Se requiere el token de métricas.';

const metricsServers = new WeakMap<FastifyInstance, Set<http.Server>>();

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether a request carries the metrics token (`Authorization: Bearer <METRICS_TOKEN>`, compared in
 * constant time); never when no token is configured. The figures of this process (its load, its
 * memory, the hashing queue) are for whoever holds it: GET /api/metrics, and the details of
 * GET /api/health and /api/ready.
 */
export function hasMetricsToken(request: FastifyRequest, token: string | null): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics (prom-client): request rate and latency per route template, server errors,
 * the database pool's use, the event loop's lag and the process's CPU and memory (prom-client's
 * default metrics). Served at GET /api/metrics with `Authorization: Bearer <METRICS_TOKEN>` and/or
 * on a port of its own (METRICS_PORT, see `serveMetricsPort`); nothing is collected without either.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { metricsToken, metricsPort } = app.config;
  if (!metricsToken && !metricsPort) {
    app.decorate('metrics', null);
    return;
  }
  const register = new Registry();
  app.decorate('metrics', register);
  // The servers of serveMetricsPort, closed with the app.
  const servers = new Set<http.Server>();
  metricsServers.set(app, servers);
  app.addHook('onClose', async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 10 });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests waiting for one; max = pool size)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'process_stopping',
    help: '1 after SIGTERM while the process finishes its requests in flight',
    registers: [register],
    collect() {
      this.set(app.lifecycle?.stopping ? 1 : 0);
    },
  });

  // The password-hashing queue (auth/passwords.ts): how full it is, how long a hash takes, what it refused.
  const hashQueue: Array<[string, string, (q: ReturnType<typeof passwordQueueStats>) => number]> = [
    ['password_hash_active', 'Password hashes running now', (q) => q.active],
    ['password_hash_waiting', 'Password hashes waiting for a free slot', (q) => q.waiting],
    ['password_hash_concurrency', 'Password hashes this process runs at once', (q) => q.concurrency],
    ['password_hash_queue_limit', 'Password hashes that may wait before new ones are refused (503)', (q) => q.maxWaiting],
    ['password_hash_mean_seconds', 'Recent mean time of one password hash (moving average)', (q) => q.meanMs / 1000],
  ];
  for (const [name, help, read] of hashQueue) {
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        this.set(read(passwordQueueStats()));
      },
    });
  }
  new Counter({
    name: 'password_hash_refused_total',
    help: 'Requests refused because the password-hashing queue was full',
    registers: [register],
    collect() {
      this.reset();
      this.inc(passwordQueueStats().refused);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: labels.method, route: labels.route });
    done();
  });

  if (metricsToken) {
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasMetricsToken(request, metricsToken)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .header('cache-control', 'no-store')
          .send({ error: METRICS_TOKEN_REQUIRED });
      }
      return reply
        .header('content-type', register.contentType)
        .header('cache-control', 'no-store')
        .send(await register.metrics());
    });
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['lifecycle'] });

/**
 * GET /metrics on a port of its own (METRICS_PORT on METRICS_HOST, default 127.0.0.1), without
 * token: for a Prometheus on a private network. Closed with the app.
 */
export async function serveMetricsPort(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  const register = app.metrics;
  if (!register) throw new Error('metrics are not collected');
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  metricsServers.get(app)?.add(server);
  return server;
}
