import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb } from '../test/testApp';
import Fastify from 'fastify';
import type { AppConfig } from '../config';
import lifecyclePlugin from './lifecycle';
import metricsPlugin, { METRICS_TOKEN_REQUIRED, serveMetricsPort } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';

describeEachDb(
  'Prometheus metrics (METRICS_TOKEN)',
  (t) => {
    it('refuses /api/metrics without the token or with another one', async () => {
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
        const res = await t.inject({ method: 'GET', url: '/api/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: METRICS_TOKEN_REQUIRED });
      }
    });

    it('counts requests per route template and status, their latency, server errors, the pool and the event loop', async () => {
      await t.inject({ method: 'GET', url: '/api/health' });
      await t.inject({ method: 'GET', url: '/api/health' });
      await t.inject({ method: 'GET', url: '/api/courses/no-such-course' });
      await t.inject({ method: 'GET', url: '/api/courses/another-one' });
      await t.inject({ method: 'GET', url: '/api/no-such-route/123' });
      const res = await t.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 2$/m);
      // The template, not the URL: one series however many courses are asked for.
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/courses\/:id",status_code="\d{3}"\} 2$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\} 1$/m);
      expect(text).not.toContain('no-such');
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/health",status_code="200"\} \d+$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 2$/m);
      expect(text).toContain('# TYPE http_server_errors_total counter');
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^process_stopping 0$/m);
      if (t.kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="max"\} 4$/m);
      else expect(text).not.toMatch(/^db_pool_connections\{/m);
    });

    it('serves /metrics without token on a port of its own', async () => {
      const server = await serveMetricsPort(t.app, 0, '127.0.0.1');
      const { port } = server.address() as AddressInfo;
      const get = (p: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: p }, (res) => {
              let body = '';
              res.on('data', (c: Buffer) => (body += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            })
            .on('error', reject);
        });
      try {
        const res = await get('/metrics');
        expect(res.status).toBe(200);
        expect(res.body).toContain('# TYPE http_requests_total counter');
        expect((await get('/api/health')).status).toBe(404);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  },
  { metricsToken: TOKEN },
);

describe('Prometheus metrics, not configured', () => {
  it('has no /api/metrics route and collects nothing', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', { metricsToken: null, metricsPort: null } as unknown as AppConfig);
    await app.register(lifecyclePlugin);
    await app.register(metricsPlugin);
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
      expect(app.metrics).toBeNull();
    } finally {
      await app.close();
    }
  });
});
