import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArtifactStore, type MoveResult } from '../../../domain/releases/artifact-store';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';
import { activateRemoteRoute } from './activate';
import { listRemotesRoute } from './list';
import { rollbackRemoteRoute } from './rollback';

// The ops handlers with a stand-in guard; the real role guard is exercised in ops.api.test.ts.
let root: string;
let app: FastifyInstance;
let store: ArtifactStore;
const audits: Array<{ action: string; details: MoveResult }> = [];

async function build(version: string, label = version): Promise<string> {
  const dir = path.join(root, 'builds', label);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'inpro-meta.json'), JSON.stringify({ name: 'mf_public', version, contractsVersion: '1.0.0' }));
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './spa' }] }));
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), version);
  return dir;
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-opsapi-'));
  store = new ArtifactStore({ artifactsDir: path.join(root, 'artifacts'), shellContractsVersion: () => '1.0.0' });
  await store.deploy('mf-public', { fromDir: await build('1.0.0'), who: 'cli' });
  await store.deploy('mf-public', { fromDir: await build('1.1.0'), who: 'cli' });
  audits.length = 0;
  app = Fastify();
  const opts: OpsRoutesOptions = {
    store,
    guard: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers['x-test-role'] !== 'SUPER_ADMIN') await reply.code(403).send({ error: 'No tiene permisos.' });
    },
    who: (request) => String(request.headers['x-test-email']),
    audit: (_request, action, details) => {
      audits.push({ action, details });
    },
  };
  await app.register(
    async (api) => {
      listRemotesRoute(api, opts);
      activateRemoteRoute(api, opts);
      rollbackRemoteRoute(api, opts);
    },
    { prefix: '/api' },
  );
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

const sa = { 'x-test-role': 'SUPER_ADMIN', 'x-test-email': 'superadmin@inpro.test' };

describe('ops API handlers', () => {
  it('lists the remotes and the history, newest first', async () => {
    const res = await app.inject({ url: '/api/ops/remotes', headers: sa });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.remotes).toEqual([
      expect.objectContaining({
        remote: 'mf-public',
        active: '1.1.0',
        versions: [expect.objectContaining({ version: '1.0.0' }), expect.objectContaining({ version: '1.1.0' })],
      }),
    ]);
    expect(body.history.map((h: { to: string }) => h.to)).toEqual(['1.1.0', '1.0.0']);
  });

  it('is guarded', async () => {
    expect((await app.inject({ url: '/api/ops/remotes' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/ops/remotes/mf-public/rollback', payload: {} })).statusCode).toBe(403);
    expect((await store.status())[0].active).toBe('1.1.0');
  });

  it('activates a version, recording who and auditing it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ops/remotes/mf-public/activate',
      headers: sa,
      payload: { version: '1.0.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-public', from: '1.1.0', to: '1.0.0' });
    expect((await store.history()).pop()).toMatchObject({ action: 'activate', who: 'superadmin@inpro.test' });
    expect(audits).toEqual([{ action: 'ACTIVATE', details: { remote: 'mf-public', from: '1.1.0', to: '1.0.0' } }]);
  });

  it('rolls back to the previous version by default, or to the one given', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ops/remotes/mf-public/rollback', headers: sa });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-public', from: '1.1.0', to: '1.0.0' });
    const again = await app.inject({ method: 'POST', url: '/api/ops/remotes/mf-public/rollback', headers: sa, payload: { to: '1.1.0' } });
    expect(again.json()).toMatchObject({ to: '1.1.0' });
  });

  it('refuses with Spanish messages and the right status, changing nothing', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['/api/ops/remotes/mf-public/activate', {}, 400, 'Indique la versión a activar.'],
      ['/api/ops/remotes/mf-public/activate', { version: '../x' }, 400, 'La versión no es válida (formato x.y.z).'],
      ['/api/ops/remotes/bad name/activate', { version: '1.0.0' }, 400, 'El nombre del micro-frontend no es válido.'],
      ['/api/ops/remotes/mf-public/activate', { version: '9.9.9' }, 404, 'La versión 9.9.9 de mf-public no está desplegada.'],
      [
        '/api/ops/remotes/mf-teacher/activate',
        { version: '1.0.0' },
        404,
        'El micro-frontend mf-teacher no existe o no tiene versiones desplegadas.',
      ],
      ['/api/ops/remotes/mf-public/activate', { version: '1.1.0' }, 409, 'La versión 1.1.0 de mf-public ya está activa.'],
      ['/api/ops/remotes/mf-public/rollback', { to: 5 }, 400, 'La versión indicada no es válida.'],
    ];
    for (const [url, payload, status, error] of cases) {
      const res = await app.inject({ method: 'POST', url: encodeURI(url), headers: sa, payload: payload as object });
      expect([url, res.statusCode, res.json().error]).toEqual([url, status, error]);
    }
    await app.inject({ method: 'POST', url: '/api/ops/remotes/mf-public/rollback', headers: sa });
    const none = await app.inject({ method: 'POST', url: '/api/ops/remotes/mf-public/rollback', headers: sa });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('mf-public no tiene una versión anterior a la cual volver.');
    expect(audits).toHaveLength(1);
  });
});
