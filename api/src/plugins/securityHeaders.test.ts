import Fastify from 'fastify';
import { HSTS, securityHeadersPlugin } from './securityHeaders';

async function build(trustProxy = false) {
  const app = Fastify({ trustProxy });
  await app.register(securityHeadersPlugin);
  app.get('/api/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('sends nosniff, the referrer policy and same-origin framing on JSON answers and 404s', async () => {
    const app = await build();
    for (const url of ['/api/x', '/api/nothing-here']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('sends HSTS only over HTTPS', async () => {
    const app = await build(true);
    const res = await app.inject({ url: '/api/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    await app.close();
  });
});
