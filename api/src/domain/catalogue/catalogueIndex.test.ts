import { CatalogueIndex } from './catalogueIndex';
import type { CatalogueQuery } from './model';
import type { CatalogueSnapshot } from './snapshot';
import { vi } from 'vitest';
import { FAKE_CLOCK } from '../../test/fakeClock';

const QUERY: CatalogueQuery = { q: 'penal', sort: 'popular', offset: 0, limit: 12 };

/**
 * A snapshot that answers with its own name's length as total, a load the test resolves or rejects
 * when it wants, and (with `checks`) the question whether the database changed, answered by the test too.
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
  const total = async () => (await index.page(QUERY)).total;
  return { index, loads, settle, total, write: () => (generation += 1) };
}

describe('catalogue index freshness', () => {
  afterEach(() => vi.useRealTimers());

  it('makes the first requests wait for one shared build', async () => {
    const { index, loads, settle, total } = setup();
    const first = total();
    const second = total();
    await settle();
    expect(loads).toHaveLength(1);
    loads[0].resolve('first');
    expect(await first).toBe(5);
    expect(await second).toBe(5);
    expect(await total()).toBe(5);
    expect(index.stats).toMatchObject({ answered: 3, waited: 2, builds: 1 });
  });

  it('never answers from a snapshot built before a write: the next request waits for a new one', async () => {
    const { index, loads, settle, total, write } = setup();
    index.warm();
    loads[0].resolve('a');
    expect(await total()).toBe(1);
    write();
    const afterWrite = total();
    await settle();
    expect(loads).toHaveLength(2);
    write(); // a write while it loads: that build may not have it
    const afterSecondWrite = total();
    loads[1].resolve('bb');
    expect(await afterWrite).toBe(2);
    await settle();
    expect(loads).toHaveLength(3); // the request after the second write waits for one more build
    loads[2].resolve('ccc');
    expect(await afterSecondWrite).toBe(3);
    expect(index.stats.builds).toBe(3);
  });

  it('fails a request when there is no snapshot at all, answers from the previous one when a rebuild fails, and tries again', async () => {
    const { index, loads, settle, total, write } = setup();
    const first = total();
    await settle();
    loads[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = total();
    await settle();
    loads[1].resolve('ok');
    expect(await second).toBe(2);
    write();
    const third = total();
    await settle();
    loads[2].reject(new Error('database down'));
    expect(await third).toBe(2); // stale rather than nothing
    expect(index.stats.failed).toBe(2);
  });

  it('answers from a snapshot older than maxAgeMs at once and rebuilds it in the background', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    const { loads, settle, total } = setup(1_000);
    const first = total();
    await settle();
    loads[0].resolve('a');
    expect(await first).toBe(1);
    vi.advanceTimersByTime(1_100);
    expect(await total()).toBe(1); // old, answered, and a rebuild starts
    expect(loads).toHaveLength(2);
    loads[1].resolve('bbb');
    await settle();
    expect(await total()).toBe(3);
  });

  it('keeps the snapshot when the database says nothing changed since it was read', async () => {
    const checks: Array<(unchanged: boolean) => void> = [];
    const { index, loads, settle, total, write } = setup(30_000, checks);
    index.warm();
    loads[0].resolve('a');
    expect(await total()).toBe(1);
    write(); // e.g. another process's write that changed nothing here
    const kept = total();
    await settle();
    expect(checks).toHaveLength(1);
    checks[0](true);
    expect(await kept).toBe(1); // the same snapshot, no load
    expect(loads).toHaveLength(1);
    expect(index.stats).toMatchObject({ kept: 1, builds: 1 });

    write();
    const changed = total();
    await settle();
    checks[1](false); // changed: read again
    await settle();
    expect(loads).toHaveLength(2);
    loads[1].resolve('new');
    expect(await changed).toBe(3);
  });

  it('refuses queries once closed', async () => {
    const { index, loads, total } = setup();
    index.warm();
    loads[0].resolve('a');
    expect(await total()).toBe(1);
    await index.close();
    await expect(total()).rejects.toThrow('closed');
  });
});
