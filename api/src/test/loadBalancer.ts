/**
 * A small HTTP load balancer for the restart test, behaving like HAProxy with `option httpchk GET
 * /api/ready`: it polls each backend's readiness and takes a backend out as soon as it answers that
 * it is not ready or refuses the connection, but only after three checks in a row that time out
 * (HAProxy's default `fall 3`: one slow answer on a busy machine is not a verdict); it sends requests round-robin only to the ready ones and never retries (a request that fails at a
 * backend is a failed request for the client).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Backend {
  port: number;
  ready: boolean;
  /** Requests this backend answered through the balancer. */
  served: number;
  /** Readiness statuses acted on (`ready`, `stopping`, `down`…), in order, without repeats. */
  seen: string[];
}

export interface LoadBalancer {
  port: number;
  backends: Backend[];
  close(): Promise<void>;
}

async function probe(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/ready', timeout: 1000, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? 'ready' : String((JSON.parse(body) as { status?: string }).status ?? res.statusCode));
        } catch {
          resolve(String(res.statusCode));
        }
      });
    });
    req.on('timeout', () => {
      resolve('timeout');
      req.destroy();
    });
    req.on('error', () => resolve('down'));
  });
}

/** Checks in a row that time out before a backend is taken out (HAProxy's default `fall`). */
const FALL = 3;

export async function startLoadBalancer(ports: number[], intervalMs = 100): Promise<LoadBalancer> {
  const backends: Backend[] = ports.map((port) => ({ port, ready: false, served: 0, seen: [] }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let stopped = false;
  const check = async (backend: Backend) => {
    let timeoutsInARow = 0;
    while (!stopped) {
      const status = await probe(backend.port);
      timeoutsInARow = status === 'timeout' ? timeoutsInARow + 1 : 0;
      if (status !== 'timeout' || timeoutsInARow >= FALL) {
        backend.ready = status === 'ready';
        if (backend.seen[backend.seen.length - 1] !== status) backend.seen.push(status);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
  const checks = backends.map(check);
  let next = 0;
  const server = http.createServer((req, res) => {
    const ready = backends.filter((b) => b.ready);
    if (!ready.length) {
      res.writeHead(503).end('no backend ready');
      return;
    }
    const backend = ready[next++ % ready.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        backend.served += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502).end(`backend ${backend.port}: ${err.message}`);
      else res.destroy(err);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    backends,
    close: async () => {
      stopped = true;
      await Promise.all(checks);
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
