import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import lifecyclePlugin, { stopGracefully } from './lifecycle';

function get(port: number, p: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
  });
}

describe('stopGracefully', () => {
  it('keeps serving during the drain, then stops listening, finishes the requests in flight and runs the close hooks', async () => {
    const app = Fastify({ logger: false });
    await app.register(lifecyclePlugin);
    const closed: string[] = [];
    app.addHook('onClose', async () => {
      closed.push('pools');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { done: true };
    });
    app.get('/fast', async () => ({ fast: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const inFlight = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = stopGracefully(app, 300);
    // Drain: still served, with Connection: close.
    const during = await get(port, '/fast');
    expect(during).toMatchObject({ status: 200, connection: 'close' });
    await stopping;
    expect(await inFlight).toMatchObject({ status: 200, body: '{"done":true}' });
    expect(closed).toEqual(['pools']);
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
  });
});
