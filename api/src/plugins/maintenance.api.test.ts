/**
 * The maintenance switch of a restore: a row in the database that every process reads; while it is
 * on, pages answer a Spanish 503 page and /api a JSON 503, and the probes keep answering.
 */
import { endMaintenance, readMaintenance, startMaintenance } from '../backup/maintenance';
import { describeEachDb } from '../test/testApp';
import { MAINTENANCE_MESSAGE } from './maintenance';

const CHECK_MS = 50;

describeEachDb(
  'maintenance switch',
  (t) => {
    afterEach(async () => {
      await t.database.withSession(endMaintenance);
    });

    it('while it is on, pages get a Spanish 503 page and /api a 503 JSON; off again, the site answers', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
      await t.database.withSession((c) => startMaintenance(c, 'restore'));
      expect(await t.database.withSession(readMaintenance)).toMatchObject({ reason: 'restore' });
      // Every process reads the switch every CHECK_MS; on a busy machine one read can take longer.
      const courses = () => t.inject({ method: 'GET', url: '/api/courses' });
      const seen = async (status: number) => {
        for (let end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, CHECK_MS))) {
          if ((await courses()).statusCode === status) return;
        }
      };
      await seen(503);

      const api = await courses();
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({ error: MAINTENANCE_MESSAGE });
      expect(api.headers).toMatchObject({ 'retry-after': '60', 'cache-control': 'no-store' });
      const write = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.pe', password: 'x' } });
      expect(write.statusCode).toBe(503);

      const page = await t.inject({ method: 'GET', url: '/aula/login' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="es-PE">');
      expect(page.body).toContain('El sitio está en mantenimiento');

      // The probes say whether the process is up.
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).not.toBe(503);

      await t.database.withSession(endMaintenance);
      await seen(200);
      expect((await courses()).statusCode).toBe(200);
    });
  },
  { maintenanceCheckMs: CHECK_MS },
);
