import { CatalogueIndex } from './catalogueIndex';
import type { CatalogueQuery } from './model';
import type { CatalogueSnapshot } from './snapshot';

const QUERY: CatalogueQuery = { q: 'penal', sort: 'popular', offset: 0, limit: 12 };

/**
 * A snapshot that answers with its own name, a load the test resolves or rejects when it wants, and
 * (with `checks`) the question whether the database changed, answered by the test too.
 */
function setup(maxAgeMs = 30_000, checks?: Array<(unchanged: boolean) => void>) {
  let generation = 0;
  const loads: Array<{ resolve: (name: string) => void; reject: (err: Error) => void }> = [];
  const index = new CatalogueIndex({
    maxAgeMs,
    generation: () => generation,
    ...(checks ? { unchanged: () => new Promise<boolean>((resolve) => checks.push(resolve)) } : {}),
    load: () =>
      new Promise<CatalogueSnapshot>((resolve, reject) => {
        loads.push({
          resolve: (name) => resolve({ size: 1, page: () => ({ rows: [], total: name.length }) } as unknown as CatalogueSnapshot),
          reject,
        });
      }),
  });
  const settle = () => new Promise((r) => setImmediate(r));
  return { index, loads, settle, write: () => (generation += 1) };
}

describe('catalogue index freshness', () => {
  afterEach(() => jest.useRealTimers());

  it('answers nothing until a snapshot is loaded, and loads one at a time in the background', async () => {
    const { index, loads, settle } = setup();
    expect(index.page(QUERY)).toBeUndefined();
    expect(index.page(QUERY)).toBeUndefined();
    expect(loads).toHaveLength(1);
    loads[0].resolve('first');
    await settle();
    expect(index.page(QUERY)?.total).toBe('first'.length);
    expect(index.stats).toMatchObject({ answered: 1, declined: 2, builds: 1 });
  });

  it('drops the snapshot at the next write, and a load that saw a write', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const { index, loads, settle, write } = setup();
    const refreshed = index.refresh();
    await settle();
    loads[0].resolve('a');
    expect(await refreshed).toBe(true);
    write();
    expect(index.page(QUERY)).toBeUndefined(); // stale: SQL answers, a new load starts
    expect(loads).toHaveLength(2);
    write(); // a write while it loads
    loads[1].resolve('bb');
    await settle();
    expect(index.stats.dropped).toBe(1);
    expect(index.fresh()).toBeUndefined();
  });

  it('keeps answering through SQL when the load fails, and tries again later', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const { index, loads, settle } = setup();
    expect(index.page(QUERY)).toBeUndefined();
    loads[0].reject(new Error('database down'));
    await settle();
    expect(index.page(QUERY)).toBeUndefined();
    expect(loads).toHaveLength(1); // not at once
    jest.advanceTimersByTime(5_001);
    expect(index.page(QUERY)).toBeUndefined();
    expect(loads).toHaveLength(2);
    loads[1].resolve('ok');
    await settle();
    expect(index.page(QUERY)?.total).toBe(2);
  });

  it('never answers from a snapshot older than maxAgeMs, and rebuilds ahead past half of it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const { index, loads, settle } = setup(1_000);
    index.fresh();
    loads[0].resolve('a');
    await settle();
    jest.advanceTimersByTime(600);
    expect(index.page(QUERY)?.total).toBe(1); // still fresh, and a rebuild starts
    expect(loads).toHaveLength(2);
    jest.advanceTimersByTime(500);
    expect(index.page(QUERY)).toBeUndefined(); // 1.1 s old
    loads[1].resolve('bbb');
    await settle();
    expect(index.page(QUERY)?.total).toBe(3); // loaded from 0.6 s on: 0.5 s old
  });

  it('keeps the snapshot when the database says nothing changed since it was read', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const checks: Array<(unchanged: boolean) => void> = [];
    const { index, loads, settle, write } = setup(30_000, checks);
    index.fresh();
    loads[0].resolve('a');
    await settle();
    write(); // e.g. a sign-in: the generation moves, the catalogue may not have
    expect(index.page(QUERY)).toBeUndefined();
    expect(checks).toHaveLength(1);
    checks[0](true);
    await settle();
    expect(index.page(QUERY)?.total).toBe(1); // the same snapshot, no load
    expect(loads).toHaveLength(1);
    expect(index.stats).toMatchObject({ kept: 1, builds: 1 });

    write();
    expect(index.page(QUERY)).toBeUndefined();
    write(); // a write while the database is asked: not kept
    checks[1](true);
    await settle();
    expect(index.fresh()).toBeUndefined();
    expect(checks).toHaveLength(3); // asked again
    checks[2](false); // changed: read again
    await settle();
    expect(loads).toHaveLength(2);
    loads[1].resolve('new');
    await settle();
    expect(index.page(QUERY)?.total).toBe(3);
  });
});
