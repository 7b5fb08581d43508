/**
 * Two API processes (PostgreSQL) behind a load balancer that follows GET /api/ready, under steady
 * load; one gets SIGTERM and is started again. Every request must succeed: the stopping process
 * says so on /api/ready, keeps serving while the balancer moves away, then finishes what it has.
 */
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPostgres } from '../db';
import { migrate } from '../db/migrate';
import { buildServer, freePort, startApiProcess, waitReady, type ApiProcess } from '../test/apiProcess';
import { startLoadBalancer, type LoadBalancer } from '../test/loadBalancer';

const base = process.env.TEST_DATABASE_URL;
const describePg = base ? describe : describe.skip;

/** What the load saw: answers by status, and errors (no answer at all). */
interface Tally {
  ok: number;
  failed: string[];
}

/** `concurrency` clients sending GET requests one after another until `stop()`. */
function steadyLoad(port: number, concurrency: number): { tally: Tally; stop(): Promise<void> } {
  const tally: Tally = { ok: 0, failed: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const paths = ['/api/health', '/api/courses', '/remotes.json'];
  let running = true;
  const one = (p: string) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) tally.ok += 1;
          else tally.failed.push(`${p}: ${res.statusCode}`);
          resolve();
        });
      });
      req.on('error', (err) => {
        tally.failed.push(`${p}: ${err.message}`);
        resolve();
      });
    });
  const clients = Array.from({ length: concurrency }, async (_, i) => {
    for (let n = i; running; n += 1) await one(paths[n % paths.length]);
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      agent.destroy();
    },
  };
}

describePg('graceful restart behind a load balancer [postgres]', () => {
  const dbName = `inpro_t_restart_${process.pid}`;
  const adminUrl = () => Object.assign(new URL(base as string), { pathname: '/postgres' }).toString();
  let build: Awaited<ReturnType<typeof buildServer>>;
  let dir: string;
  let env: Record<string, string>;
  const processes: ApiProcess[] = [];
  let lb: LoadBalancer | null = null;

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = Object.assign(new URL(base as string), { pathname: `/${dbName}` }).toString();
    // Migrated here, so that the two processes start as on a production database.
    const database = openPostgres(url, 1);
    await database.withSession((c) => migrate(c));
    await database.close();
    dir = mkdtempSync(path.join(tmpdir(), 'inpro-restart-'));
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ updatedAt: new Date().toISOString(), remotes: {} }));
    env = {
      DATABASE_URL: url,
      SEED_DEMO: '0',
      JWT_SECRET: 'restart-test-secret-0123456789-0123456789-abcdef',
      DATA_DIR: dir,
      ARTIFACTS_DIR: dir,
      SHELL_DIR: dir,
      SHUTDOWN_DRAIN_MS: '1500',
      // This test is about restarts; load shedding has its own (overload.api.test.ts). On a busy machine a
      // fresh process's start-up stalls its event loop and it would briefly say 'overloaded' to the balancer.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    build = await buildServer();
  }, 120_000);

  afterAll(async () => {
    await lb?.close();
    for (const p of processes) p.child.kill('SIGKILL');
    build?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('loses no request while one of the two processes is restarted (SIGTERM)', async () => {
    const ports = [await freePort(), await freePort()];
    const [a, b] = ports.map((port) => startApiProcess(build.dir, port, env));
    processes.push(a, b);
    await Promise.all([waitReady(ports[0], 90_000, a), waitReady(ports[1], 90_000, b)]);
    lb = await startLoadBalancer(ports);
    const [backendA, backendB] = lb.backends;
    while (!backendA.ready || !backendB.ready) await new Promise((resolve) => setTimeout(resolve, 50));

    const load = steadyLoad(lb.port, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const servedBeforeA = backendA.served;
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const again = startApiProcess(build.dir, ports[0], env);
    processes.push(again);
    await waitReady(ports[0], 60_000, again);
    // The restarted process takes its share again.
    const servedAfterStop = backendA.served;
    const deadline = Date.now() + 30_000;
    while (backendA.served < servedAfterStop + 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await load.stop();

    expect(load.tally.failed).toEqual([]);
    expect(servedBeforeA).toBeGreaterThan(0);
    expect(backendA.served).toBeGreaterThanOrEqual(servedAfterStop + 30);
    expect(backendB.served).toBeGreaterThan(0);
    expect(load.tally.ok).toBe(backendA.served + backendB.served);
    // The balancer saw the process say it was stopping, then go away, then come back (while it closes,
    // after the drain, Fastify may still answer a check with a bare 503 before the port closes).
    expect(backendA.seen.slice(0, 2)).toEqual(['ready', 'stopping']);
    expect(backendA.seen.slice(2, -1).filter((s) => s !== '503')).toEqual(['down']);
    expect(backendA.seen.at(-1)).toBe('ready');
    console.log(
      `restart under load: ${load.tally.ok} requests, ${load.tally.failed.length} failed; A ${backendA.served}, B ${backendB.served}`,
    );
  }, 180_000);
});
