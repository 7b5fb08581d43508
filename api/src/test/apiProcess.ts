/**
 * Real API processes for tests that need signals and sockets (the restart test): the server is
 * compiled once with swc into a temporary folder (as `npm run build -w api` does into dist), then
 * started with node like `npm start` starts it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '..', '..');

/** Compiles the server into a fresh folder under api/node_modules/.cache (its dependencies resolve from there). */
export async function buildServer(): Promise<{ dir: string; remove(): void }> {
  const dir = path.join(API_DIR, 'node_modules', '.cache', 'inpro-test-build', `${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const swc = require.resolve('@swc/cli/bin/swc.js');
  const ignore = '**/*.test.ts,**/test/**,**/testData.ts,**/testFixtures.ts';
  await run(process.execPath, [swc, 'src', '-d', dir, '--strip-leading-paths', '--copy-files', '--ignore', ignore], { cwd: API_DIR });
  await run(process.execPath, ['scripts/build-contracts.mjs', dir], { cwd: API_DIR });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal it did not handle). */
  exited: Promise<number | null>;
  output(): string;
}

export function startApiProcess(buildDir: string, port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until GET /api/ready on `port` answers 200; the error quotes the process's output when given. */
export async function waitReady(port: number, timeoutMs: number, proc?: ApiProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent: false, timeout: 1000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const output = proc ? `; its output: ${proc.output().slice(-3000) || '(none)'}` : '';
  throw new Error(`the API on port ${port} was not ready within ${timeoutMs} ms${output}`);
}
