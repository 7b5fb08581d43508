import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FIELD_SIGNALS_MALFORMED,
  FIELD_SIGNALS_PER_MINUTE,
  FIELD_SIGNALS_RATE_LIMITED,
  FIELD_SIGNALS_TOO_LARGE,
  type FieldSignalEvent,
  type FieldSignalSummary,
} from '@inpro/shared-contracts';
import { describeEachDb } from '../../test/testApp';

const artifactsDir = mkdtempSync(path.join(tmpdir(), 'inpro-signals-'));
for (const v of ['mf-public/1.4.0', 'mf-public/1.5.0', 'mf-aula/2.0.0']) mkdirSync(path.join(artifactsDir, v), { recursive: true });
afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

const beacon = (events: unknown, remoteAddress = '10.0.0.1', body?: string) => ({
  method: 'POST' as const,
  url: '/api/signals',
  remoteAddress,
  headers: { 'content-type': 'application/json' },
  payload: body ?? JSON.stringify({ events }),
});

const load = (version: string, remote = 'mf-public'): FieldSignalEvent => ({ type: 'load', remote, version });

describeEachDb(
  'field signals (POST /api/signals, GET /api/ops/signals)',
  (t) => {
    it('aggregates loads, errors and vitals per remote, version and hour, and reads them back with error rate and p75', async () => {
      const stable: FieldSignalEvent[] = [
        ...Array.from({ length: 8 }, () => load('1.4.0')),
        { type: 'render-error', remote: 'mf-public', version: '1.4.0' },
        { type: 'api-error', remote: 'mf-public', version: '1.4.0', status: 502 },
        ...[900, 1100, 1600, 2400].map((value): FieldSignalEvent => ({
          type: 'vital',
          remote: 'mf-public',
          version: '1.4.0',
          name: 'LCP',
          value,
        })),
        ...[40, 180].map((value): FieldSignalEvent => ({ type: 'vital', remote: 'mf-public', version: '1.4.0', name: 'INP', value })),
        { type: 'vital', remote: 'mf-public', version: '1.4.0', name: 'CLS', value: 0.02 },
      ];
      // Two beacons of the same hour add up in the same rows.
      const first = await t.inject(beacon(stable.slice(0, 9)));
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ accepted: 9, ignored: 0 });
      expect((await t.inject(beacon(stable.slice(9)))).statusCode).toBe(202);
      const canary: FieldSignalEvent[] = [
        load('1.5.0'),
        load('1.5.0'),
        { type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'timeout' },
        { type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'chunk' },
        load('2.0.0', 'mf-aula'),
        // Never deployed: not stored.
        load('9.9.9'),
      ];
      expect((await t.inject(beacon(canary))).json()).toEqual({ accepted: 5, ignored: 1 });

      const [{ n }] = await t.database.client.query<{ n: number }>('select count(*)::int as n from field_signal_counts');
      expect(n).toBe(3); // one row per remote version this hour, however many events

      const superadmin = await t.user('SUPER_ADMIN');
      const res = await t.inject({ method: 'GET', url: '/api/ops/signals?hours=1', headers: superadmin.auth });
      expect(res.statusCode).toBe(200);
      const summary = res.json() as FieldSignalSummary;
      const byVersion = Object.fromEntries(summary.versions.map((v) => [`${v.remote}@${v.version}`, v]));
      expect(Object.keys(byVersion).sort()).toEqual(['mf-aula@2.0.0', 'mf-public@1.4.0', 'mf-public@1.5.0']);
      expect(byVersion['mf-public@1.4.0']).toMatchObject({
        loads: 8,
        loadErrors: 0,
        renderErrors: 1,
        apiErrors: 1,
        errorRate: 1 / 8,
        // 4 LCPs: the 3rd (1600 ms) is the 75th percentile, in the bucket up to 1750 ms.
        p75: { LCP: 1750, INP: 200, CLS: 0.025 },
      });
      expect(byVersion['mf-public@1.4.0'].hours).toEqual([{ hour: expect.stringMatching(/:00:00\.000Z$/), loads: 8, errors: 1 }]);
      expect(byVersion['mf-public@1.5.0']).toMatchObject({
        loads: 2,
        loadErrors: 2,
        errorRate: 0.5,
        p75: { LCP: null, INP: null, CLS: null },
      });
    });

    it('is for the master administrator only', async () => {
      const admin = await t.user('ADMIN');
      expect((await t.inject({ method: 'GET', url: '/api/ops/signals' })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/ops/signals', headers: admin.auth })).statusCode).toBe(403);
    });

    it('refuses malformed bodies with a clear 400 and stores nothing', async () => {
      const before = await t.database.client.query<{ n: number }>('select coalesce(sum(loads), 0)::int as n from field_signal_counts');
      const bad: Array<[string, ReturnType<typeof beacon>]> = [
        ['not JSON', beacon(null, '10.0.0.2', '{"events": [')],
        ['no events', beacon([], '10.0.0.2')],
        ['unknown type', beacon([{ type: 'click', remote: 'mf-public', version: '1.4.0' }], '10.0.0.2')],
        ['bad remote', beacon([{ type: 'load', remote: '../etc', version: '1.4.0' }], '10.0.0.2')],
        ['bad version', beacon([{ type: 'load', remote: 'mf-public', version: 'latest' }], '10.0.0.2')],
        // No room for anything personal: unknown keys are refused, not dropped.
        ['extra field', beacon([{ ...load('1.4.0'), email: 'ana@inpro.pe' }], '10.0.0.2')],
        ['vital out of range', beacon([{ type: 'vital', remote: 'mf-public', version: '1.4.0', name: 'LCP', value: -1 }], '10.0.0.2')],
        [
          'too many events',
          beacon(
            Array.from({ length: 41 }, () => load('1.4.0')),
            '10.0.0.2',
          ),
        ],
      ];
      for (const [why, request] of bad) {
        const res = await t.inject(request);
        expect([why, res.statusCode]).toEqual([why, 400]);
        expect(res.json().error).toBe(FIELD_SIGNALS_MALFORMED);
      }
      const text = await t.inject({ ...beacon([load('1.4.0')], '10.0.0.2'), headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(400);
      const huge = await t.inject(beacon(null, '10.0.0.2', JSON.stringify({ events: [load('1.4.0')], pad: 'x'.repeat(9000) })));
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toEqual({ error: FIELD_SIGNALS_TOO_LARGE });
      const after = await t.database.client.query<{ n: number }>('select coalesce(sum(loads), 0)::int as n from field_signal_counts');
      expect(after).toEqual(before);
    });

    it(`accepts ${FIELD_SIGNALS_PER_MINUTE} beacons a minute per address, then 429 with Retry-After (other addresses go on)`, async () => {
      for (let i = 0; i < FIELD_SIGNALS_PER_MINUTE; i += 1) {
        expect((await t.inject(beacon([load('1.4.0')], '10.0.0.3'))).statusCode).toBe(202);
      }
      const refused = await t.inject(beacon([load('1.4.0')], '10.0.0.3'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: FIELD_SIGNALS_RATE_LIMITED });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.inject(beacon([load('1.4.0')], '10.0.0.4'))).statusCode).toBe(202);
    });
  },
  { artifactsDir },
);
