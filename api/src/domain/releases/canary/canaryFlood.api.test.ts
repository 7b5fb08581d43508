import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIELD_SIGNALS_BAD_TICKET, type FieldSignalEvent } from '@inpro/shared-contracts';
import { describeEachDb, type TestDb } from '../../../test/testApp';
import { ArtifactStore, type RemotesFile } from '../artifact-store';
import { shellContractsVersion } from '../workspace';

// The automatic canary decisions against forged field signals: floods from 50 addresses (through the
// proxy, X-Forwarded-For, as the site runs behind one) neither abort a healthy canary nor keep a
// failing one running. Only page loads the site served count, once each.
const MIN_LOADS = 20;
const previousTrustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = '1';
const root = mkdtempSync(path.join(os.tmpdir(), 'inpro-canary-flood-'));
afterAll(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
  rmSync(root, { recursive: true, force: true });
});

const PROXY = '10.200.0.1';
const ATTACKERS = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);

function fakeBuild(contracts: string, version: string): string {
  const dir = path.join(root, 'builds', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'inpro-meta.json'), JSON.stringify({ name: 'mf_public', version, contractsVersion: contracts }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'spa', path: './spa' }] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  return dir;
}

const failure = (version: string): FieldSignalEvent => ({ type: 'load-error', remote: 'mf-public', version, reason: 'chunk' });
const loaded = (version: string): FieldSignalEvent => ({ type: 'load', remote: 'mf-public', version });

/** A visitor's request through the proxy. */
const via = (client: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

async function ticketFor(t: TestDb, client: string): Promise<string> {
  return (await t.inject({ method: 'GET', url: '/remotes.json', ...via(client) })).json().loadTicket as string;
}

async function beacon(t: TestDb, client: string, ticket: string | null, events: FieldSignalEvent[]) {
  const { headers, ...rest } = via(client);
  return t.inject({
    method: 'POST',
    url: '/api/signals',
    ...rest,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(ticket === null ? { events } : { ticket, events }),
  });
}

/** Real page loads, each from a visitor's own address: `ok` that ran, `failed` that did not. */
async function visitors(t: TestDb, prefix: string, version: string, ok: number, failed: number): Promise<string[]> {
  const tickets: string[] = [];
  for (let i = 0; i < ok + failed; i += 1) {
    const client = `${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const ticket = await ticketFor(t, client);
    tickets.push(ticket);
    const res = await beacon(t, client, ticket, [i < ok ? loaded(version) : failure(version)]);
    expect(res.json()).toEqual({ accepted: 1, ignored: 0 });
  }
  return tickets;
}

/**
 * The flood: from each of 50 addresses, six beacons of 40 failures of `version` without a ticket,
 * with a made-up one, with a real visitor's ticket (captured) and with another site's; all refused.
 */
async function flood(t: TestDb, version: string, captured: string[]): Promise<void> {
  const forty = Array.from({ length: 40 }, () => failure(version));
  const madeUp = `${Math.ceil(Date.now() / 1000 + 3600).toString(36)}.${'Q'.repeat(22)}.${'Q'.repeat(22)}`;
  for (const [i, attacker] of ATTACKERS.entries()) {
    for (let n = 0; n < 6; n += 1) {
      const ticket = [null, madeUp, captured[(i + n) % captured.length]][n % 3];
      const res = await beacon(t, attacker, ticket, forty);
      expect(res.statusCode).toBe(400);
      if (ticket !== null) expect(res.json()).toEqual({ error: FIELD_SIGNALS_BAD_TICKET });
    }
  }
}

const waitForGuard = () => new Promise((r) => setTimeout(r, 1500));

describeEachDb(
  'canary decisions under a flood of forged field signals from 50 addresses',
  (t) => {
    let store: ArtifactStore;
    const artifactsDir = path.join(root, 'artifacts');
    const pointer = () => (JSON.parse(readFileSync(path.join(artifactsDir, 'remotes.json'), 'utf8')) as RemotesFile).remotes['mf-public'];
    const attempts = async (version: string) =>
      (
        await t.database.client.query<{ attempts: number; errors: number }>(
          `select coalesce(sum(loads + load_errors), 0)::int as attempts, coalesce(sum(load_errors + render_errors), 0)::int as errors
             from field_signal_counts where remote = 'mf-public' and version = $1`,
          [version],
        )
      )[0];

    beforeAll(async () => {
      const contracts = await shellContractsVersion(path.resolve(__dirname, '../../../../..'));
      mkdirSync(artifactsDir, { recursive: true });
      store = new ArtifactStore({ artifactsDir, shellContractsVersion: () => contracts });
      await store.deploy('mf-public', { fromDir: fakeBuild(contracts, '1.0.0'), who: 'cli' });
      for (const v of ['1.1.0', '1.2.0']) {
        await store.startCanary('mf-public', { fromDir: fakeBuild(contracts, v), percent: 10, who: 'cli' });
        await store.abortCanary('mf-public', { who: 'cli' });
      }
    });

    it('a healthy canary is not aborted by a flood of forged failures', async () => {
      await store.startCanary('mf-public', { version: '1.1.0', percent: 10, who: 'cli' });
      // Real traffic: the stable version at 2 % errors, the canary with none over more than MIN_LOADS loads.
      await visitors(t, '10.1', '1.0.0', 98, 2);
      const captured = await visitors(t, '10.2', '1.1.0', MIN_LOADS + 10, 0);
      await waitForGuard();
      expect(pointer().canary?.version).toBe('1.1.0');

      await flood(t, '1.1.0', captured);
      // One more real load makes the guard judge again, on what counted.
      await visitors(t, '10.3', '1.1.0', 1, 0);
      await waitForGuard();
      expect(pointer().canary?.version).toBe('1.1.0');
      expect(await attempts('1.1.0')).toEqual({ attempts: MIN_LOADS + 11, errors: 0 });
      await store.abortCanary('mf-public', { who: 'cli' });
    });

    it('a failing canary is aborted though a flood of forged failures of the stable version tries to hide it', async () => {
      const stableBefore = await attempts('1.0.0');
      await store.startCanary('mf-public', { version: '1.2.0', percent: 10, who: 'cli' });
      const stableTickets = await visitors(t, '10.4', '1.0.0', 50, 0);
      // The forged failures of the stable version come first, then the canary's real ones (57 %).
      await flood(t, '1.0.0', stableTickets);
      expect(await attempts('1.0.0')).toEqual({ attempts: stableBefore.attempts + 50, errors: stableBefore.errors });
      await visitors(t, '10.5', '1.2.0', 9, 12);
      // The abort writes the pointer, then appends its history line: wait for both.
      const lastEntry = () => readFileSync(path.join(artifactsDir, 'history.jsonl'), 'utf8').trim().split('\n').at(-1) as string;
      const deadline = Date.now() + 8000;
      while ((pointer().canary || !JSON.parse(lastEntry()).reason) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(pointer().canary).toBeUndefined();
      const last = lastEntry();
      // The guard judges as the loads arrive: it may abort on the 20th (11 failures) or the 21st (12).
      expect(JSON.parse(last).reason).toMatch(
        /^Tasa de error del canario 1\.2\.0: (55\.0 % en 20|57\.1 % en 21) cargas; versión estable 1\.0\.0: 1\.3 % en 150 cargas/,
      );
    });
  },
  { artifactsDir: path.join(root, 'artifacts'), canaryMinLoads: MIN_LOADS },
);
