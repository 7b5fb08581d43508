import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FIELD_SIGNALS_BAD_TICKET,
  FIELD_SIGNALS_MALFORMED,
  FIELD_SIGNALS_PER_MINUTE,
  FIELD_SIGNALS_RATE_LIMITED,
  FIELD_SIGNALS_TOO_LARGE,
  type FieldSignalEvent,
  type FieldSignalSummary,
} from '@inpro/shared-contracts';
import { TEST_JWT_SECRET, describeEachDb } from '../../test/testApp';
import { loadTickets } from '../../domain/signals/loadTickets';

const LOADS_PER_ADDRESS = 12;

const artifactsDir = mkdtempSync(path.join(tmpdir(), 'inpro-signals-'));
for (const v of ['mf-public/1.4.0', 'mf-public/1.5.0', 'mf-aula/2.0.0']) mkdirSync(path.join(artifactsDir, v), { recursive: true });
afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

/** A ticket of the right shape that no server gave (for the refusals decided before it is checked). */
const SHAPED_TICKET = `zz.${'A'.repeat(22)}.${'A'.repeat(22)}`;

const beacon = (events: unknown, remoteAddress = '10.0.0.1', body?: string, ticket = SHAPED_TICKET) => ({
  method: 'POST' as const,
  url: '/api/signals',
  remoteAddress,
  headers: { 'content-type': 'application/json' },
  payload: body ?? JSON.stringify({ ticket, events }),
});

const load = (version: string, remote = 'mf-public'): FieldSignalEvent => ({ type: 'load', remote, version });
const vital = (name: 'LCP' | 'INP' | 'CLS', value: number, version = '1.4.0'): FieldSignalEvent => ({
  type: 'vital',
  remote: 'mf-public',
  version,
  name,
  value,
});

describeEachDb(
  'field signals (POST /api/signals, GET /api/ops/signals)',
  (t) => {
    /** The load ticket a page load served to `address` carries (from /remotes.json, as the shell gets it on another host). */
    const ticketFor = async (address: string): Promise<string> => {
      const res = await t.inject({ method: 'GET', url: '/remotes.json', remoteAddress: address });
      expect(res.statusCode).toBe(200);
      return res.json().loadTicket as string;
    };
    /** One page load served to `address` that reports `events` (in one beacon). */
    const pageLoad = async (address: string, events: FieldSignalEvent[]) =>
      t.inject(beacon(events, address, undefined, await ticketFor(address)));
    const totals = async () =>
      (
        await t.database.client.query<{ loads: number; errors: number }>(
          `select coalesce(sum(loads), 0)::int as loads, coalesce(sum(load_errors + render_errors), 0)::int as errors
             from field_signal_counts where remote = 'mf-public' and version = '1.5.0'`,
        )
      )[0];

    it('aggregates loads, errors and vitals per remote, version and hour, and reads them back with error rate and p75', async () => {
      // Eight page loads of the stable version; the first one reports in two beacons, which add up.
      const first = await ticketFor('10.0.1.1');
      const head = await t.inject(
        beacon([load('1.4.0'), { type: 'render-error', remote: 'mf-public', version: '1.4.0' }], '10.0.1.1', undefined, first),
      );
      expect(head.statusCode).toBe(202);
      expect(head.json()).toEqual({ accepted: 2, ignored: 0 });
      const tail = await t.inject(
        beacon(
          [
            { type: 'api-error', remote: 'mf-public', version: '1.4.0', status: 502 },
            vital('LCP', 900),
            vital('INP', 40),
            vital('CLS', 0.02),
          ],
          '10.0.1.1',
          undefined,
          first,
        ),
      );
      expect(tail.json()).toEqual({ accepted: 4, ignored: 0 });
      const more: FieldSignalEvent[][] = [
        [vital('LCP', 1100), vital('INP', 180)],
        [vital('LCP', 1600)],
        [vital('LCP', 2400)],
        [],
        [],
        [],
        [],
      ];
      for (const [i, extra] of more.entries()) {
        expect((await pageLoad(`10.0.1.${i + 2}`, [load('1.4.0'), ...extra])).statusCode).toBe(202);
      }
      // Four loads of the canary: two ran, two failed; and one of a version never deployed (not stored).
      for (const [i, e] of [
        load('1.5.0'),
        load('1.5.0'),
        { type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'timeout' } as const,
        { type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'chunk' } as const,
      ].entries()) {
        expect((await pageLoad(`10.0.2.${i + 1}`, [e, ...(i === 0 ? [load('2.0.0', 'mf-aula')] : [])])).json()).toEqual({
          accepted: i === 0 ? 2 : 1,
          ignored: 0,
        });
      }
      expect((await pageLoad('10.0.2.9', [load('9.9.9')])).json()).toEqual({ accepted: 0, ignored: 1 });

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

    it('counts signals only with the ticket of a page load this site served to that address: forged, altered, expired or borrowed tickets get 400 and store nothing', async () => {
      const before = await totals();
      const own = await ticketFor('10.0.3.1');
      const [expiry, id, signature] = own.split('.');
      const flip = (c: string) => (c === 'A' ? 'B' : 'A');
      const refused: Array<[string, string, string]> = [
        ['made up', SHAPED_TICKET, '10.0.3.1'],
        ['signature altered', `${expiry}.${id}.${flip(signature[0])}${signature.slice(1)}`, '10.0.3.1'],
        ['load id altered', `${expiry}.${flip(id[0])}${id.slice(1)}.${signature}`, '10.0.3.1'],
        ['expiry pushed back', `${(parseInt(expiry, 36) + 86_400).toString(36)}.${id}.${signature}`, '10.0.3.1'],
        ['another address', own, '10.0.3.2'],
        ['signed with another key', loadTickets('another-secret-of-another-site-0123456789').issue('10.0.3.1'), '10.0.3.1'],
        ['expired', loadTickets(TEST_JWT_SECRET, 60_000, () => Date.now() - 120_000).issue('10.0.3.1'), '10.0.3.1'],
      ];
      const failure: FieldSignalEvent = { type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'chunk' };
      for (const [why, ticket, address] of refused) {
        const res = await t.inject(beacon([failure], address, undefined, ticket));
        expect([why, res.statusCode]).toEqual([why, 400]);
        expect(res.json()).toEqual({ error: FIELD_SIGNALS_BAD_TICKET });
      }
      expect(await totals()).toEqual(before);
      // The same ticket, from the address it was given to, counts.
      expect((await t.inject(beacon([failure], '10.0.3.1', undefined, own))).json()).toEqual({ accepted: 1, ignored: 0 });
      expect(await totals()).toEqual({ loads: before.loads, errors: before.errors + 1 });
      // An IPv6 visitor's device may change address inside its /64: the ticket holds there, not outside.
      const v6 = await ticketFor('2001:db8:6:1::10');
      expect((await t.inject(beacon([failure], '2001:db8:6:2::10', undefined, v6))).json()).toEqual({ error: FIELD_SIGNALS_BAD_TICKET });
      expect((await t.inject(beacon([failure], '2001:db8:6:1::77', undefined, v6))).json()).toEqual({ accepted: 1, ignored: 0 });
    });

    it('counts a page load once however often its ticket is sent: one attempt and at most one error per remote', async () => {
      const before = await totals();
      const ticket = await ticketFor('10.0.4.1');
      const failures = Array.from({ length: 40 }, (): FieldSignalEvent => ({
        type: 'load-error',
        remote: 'mf-public',
        version: '1.5.0',
        reason: 'timeout',
      }));
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push((await t.inject(beacon(failures, '10.0.4.1', undefined, ticket))).json());
      expect(answers[0]).toEqual({ accepted: 1, ignored: 39 });
      expect(answers.slice(1)).toEqual(Array.from({ length: 5 }, () => ({ accepted: 0, ignored: 40 })));
      const after = await totals();
      expect(after).toEqual({ loads: before.loads, errors: before.errors + 1 });
      // A load that ran and then failed (a chunk on the way) is one failed load, not a load and a failure.
      const ran = await ticketFor('10.0.4.2');
      await t.inject(beacon([load('1.5.0'), { type: 'render-error', remote: 'mf-public', version: '1.5.0' }], '10.0.4.2', undefined, ran));
      await t.inject(beacon(failures.slice(0, 3), '10.0.4.2', undefined, ran));
      expect(await totals()).toEqual({ loads: before.loads + 1, errors: before.errors + 2 });
      // So a version's rate never goes above 100 %.
      const [{ attempts, errors }] = await t.database.client.query<{ attempts: number; errors: number }>(
        `select sum(loads + load_errors)::int as attempts, sum(load_errors + render_errors)::int as errors
           from field_signal_counts where remote = 'mf-public' and version = '1.5.0'`,
      );
      expect(errors).toBeLessThanOrEqual(attempts);
    });

    it(`counts at most ${LOADS_PER_ADDRESS} page loads an hour per address (more are taken, not counted); other addresses go on`, async () => {
      const before = await totals();
      const answers = [];
      for (let i = 0; i < LOADS_PER_ADDRESS + 5; i += 1) {
        answers.push((await pageLoad('10.0.5.1', [{ type: 'load-error', remote: 'mf-public', version: '1.5.0', reason: 'other' }])).json());
      }
      expect(answers.filter((a) => a.accepted === 1)).toHaveLength(LOADS_PER_ADDRESS);
      expect(answers.slice(LOADS_PER_ADDRESS)).toEqual(Array.from({ length: 5 }, () => ({ accepted: 0, ignored: 1 })));
      expect((await totals()).errors).toBe(before.errors + LOADS_PER_ADDRESS);
      expect((await pageLoad('10.0.5.2', [load('1.5.0')])).json()).toEqual({ accepted: 1, ignored: 0 });
      // An IPv6 subscriber's /64 is one address: changing addresses inside it does not multiply the share.
      const fromNetwork = [];
      for (let i = 1; i <= LOADS_PER_ADDRESS + 3; i += 1) {
        fromNetwork.push((await pageLoad(`2001:db8:5:1::${i.toString(16)}`, [load('1.5.0')])).json().accepted);
      }
      expect(fromNetwork.filter((n) => n === 1)).toHaveLength(LOADS_PER_ADDRESS);
      expect((await pageLoad('2001:db8:5:2::1', [load('1.5.0')])).json()).toEqual({ accepted: 1, ignored: 0 });
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
        ['no ticket', beacon(null, '10.0.0.2', JSON.stringify({ events: [load('1.4.0')] }))],
        ['ticket of another shape', beacon([load('1.4.0')], '10.0.0.2', undefined, 'x'.repeat(40))],
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
      const huge = await t.inject(
        beacon(null, '10.0.0.2', JSON.stringify({ ticket: SHAPED_TICKET, events: [load('1.4.0')], pad: 'x'.repeat(9000) })),
      );
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toEqual({ error: FIELD_SIGNALS_TOO_LARGE });
      const after = await t.database.client.query<{ n: number }>('select coalesce(sum(loads), 0)::int as n from field_signal_counts');
      expect(after).toEqual(before);
    });

    it(`accepts ${FIELD_SIGNALS_PER_MINUTE} beacons a minute per address, then 429 with Retry-After (other addresses go on)`, async () => {
      const ticket = await ticketFor('10.0.0.3');
      for (let i = 0; i < FIELD_SIGNALS_PER_MINUTE; i += 1) {
        expect((await t.inject(beacon([load('1.4.0')], '10.0.0.3', undefined, ticket))).statusCode).toBe(202);
      }
      const refused = await t.inject(beacon([load('1.4.0')], '10.0.0.3', undefined, ticket));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: FIELD_SIGNALS_RATE_LIMITED });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await pageLoad('10.0.0.4', [load('1.4.0')])).statusCode).toBe(202);
    });
  },
  { artifactsDir, signalLoadsPerAddress: LOADS_PER_ADDRESS },
);
