import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describeOnDb } from '../test/testApp';
import { BAD_URL, HEADERS_TOO_LARGE, URL_TOO_LONG, clientErrorAnswer } from './frameworkErrors';

/** Sends raw bytes and reads the whole answer (the server closes the connection after errors). */
function rawRequest(port: number, data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (out += chunk));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    socket.write(data);
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head, body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  return { status, headers: head.toLowerCase(), body: body ? JSON.parse(body) : null };
}

describe('clientErrorAnswer', () => {
  it('tells an over-long URL (414) from over-large headers (431)', () => {
    const longLine = Object.assign(new Error('overflow'), {
      code: 'HPE_HEADER_OVERFLOW',
      rawPacket: Buffer.from(`GET /${'a'.repeat(20000)}`),
    });
    const bigHeader = Object.assign(new Error('overflow'), {
      code: 'HPE_HEADER_OVERFLOW',
      rawPacket: Buffer.from(`GET /api/health HTTP/1.1\r\nX-Big: ${'b'.repeat(20000)}`),
    });
    expect(clientErrorAnswer(longLine)).toEqual({ status: 414, error: URL_TOO_LONG });
    expect(clientErrorAnswer(bigHeader)).toEqual({ status: 431, error: HEADERS_TOO_LARGE });
    expect(clientErrorAnswer(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' })).status).toBe(400);
  });
});

describeOnDb('framework errors answer in Spanish JSON', (t) => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('an over-long URL is 414 in Spanish', async () => {
    const res = parse(await rawRequest(port, `GET /api/courses?q=${'a'.repeat(20000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(res.status).toBe(414);
    expect(res.headers).toContain('application/json');
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(res.body).toEqual({ error: URL_TOO_LONG });
  });

  it('over-large headers are 431 in Spanish', async () => {
    const res = parse(await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20000)}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ error: HEADERS_TOO_LARGE });
  });

  it('malformed HTTP is 400 in Spanish', async () => {
    const res = parse(await rawRequest(port, 'GE\u0001T / HTTP/1.1\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Solicitud inválida.' });
  });

  it('a path parameter over the router limit is 414 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses/${'9'.repeat(400)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: URL_TOO_LONG });
  });

  it('a broken percent-encoding in the path is 400 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_URL });
  });
});
