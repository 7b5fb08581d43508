import { randomBytes } from 'node:crypto';
import { getPriority } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { argon2id } from 'hash-wasm';
import {
  BoundedQueue,
  HashShareExceeded,
  PASSWORD_HASH_COST,
  PasswordQueueFull,
  hashPassword,
  setPasswordHashCost,
  verifyPassword,
} from './passwords';

describe('password hashing (argon2id in low-priority worker threads)', () => {
  // Other test files of the same worker lower the cost for speed: this one checks the real one.
  let lowered: ReturnType<typeof setPasswordHashCost>;
  beforeAll(() => {
    lowered = setPasswordHashCost(PASSWORD_HASH_COST);
  });
  afterAll(() => setPasswordHashCost(lowered));

  it('hashes with the OWASP parameters: argon2id, 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('Inpro2026!');
    const [, id, version, params] = hash.split('$');
    expect([id, version]).toEqual(['argon2id', 'v=19']);
    expect(params.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword('Inpro2026!', hash)).toBe(true);
    expect(await verifyPassword('inpro2026!', hash)).toBe(false);
  });

  it('keeps the hashes made before (hash-wasm, m,t,p order) valid', async () => {
    const old = await argon2id({
      password: 'Clave-Antigua-7',
      salt: randomBytes(16),
      parallelism: 1,
      iterations: 2,
      memorySize: 19456,
      hashLength: 32,
      outputType: 'encoded',
    });
    expect(await verifyPassword('Clave-Antigua-7', old)).toBe(true);
    expect(await verifyPassword('Clave-Antigua-8', old)).toBe(false);
  });

  it('keeps the hashes made by the `argon2` binding (m,p,t order) valid', async () => {
    const old = '$argon2id$v=19$m=19456,p=1,t=2$ZEVykG+PkVe/U1CJvWabTg$ZPO8e94FMIzfAC/5XeddRw/v2Bs1mPXzg/xQDB5X7Sw';
    expect(await verifyPassword('x', old)).toBe(true);
    expect(await verifyPassword('y', old)).toBe(false);
  });

  it('answers false for malformed hashes', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$bad')).toBe(false);
  });
});

describe('BoundedQueue', () => {
  const deferred = () => {
    let resolve!: (v: string) => void;
    const promise = new Promise<string>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` at once, queues up to `maxWaiting`, refuses the rest at once', async () => {
    const q = new BoundedQueue(1, 1);
    const first = deferred();
    const second = deferred();
    const started: string[] = [];
    const a = q.run(() => (started.push('a'), first.promise));
    const b = q.run(() => (started.push('b'), second.promise));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(q.full).toBe(true);
    const refused = await q.run(async () => 'c').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PasswordQueueFull);
    expect((refused as PasswordQueueFull).statusCode).toBe(503);
    expect((refused as PasswordQueueFull).retryAfter).toBeGreaterThanOrEqual(1);
    expect(q.stats()).toMatchObject({ active: 1, waiting: 1, refused: 1 });

    first.resolve('A');
    expect(await a).toBe('A');
    expect(started).toEqual(['a', 'b']);
    expect(q.full).toBe(false);
    second.resolve('B');
    expect(await b).toBe('B');
    expect(q.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const q = new BoundedQueue(1, 0);
    await expect(q.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(async () => 'ok')).toBe('ok');
  });

  it('suggests a Retry-After from the work ahead, between 1 and 30 seconds', async () => {
    const q = new BoundedQueue(1, 1000);
    expect(q.retryAfterSeconds()).toBe(1);
    const gate = deferred();
    const pending = Array.from({ length: 100 }, () => q.run(() => gate.promise));
    // 100 hashes ahead, one at a time, ~80 ms each (the starting estimate): about 8 s.
    expect(q.retryAfterSeconds()).toBe(8);
    const more = Array.from({ length: 900 }, () => q.run(() => gate.promise));
    expect(q.retryAfterSeconds()).toBe(30);
    gate.resolve('done');
    await Promise.all([...pending, ...more]);
    expect(q.stats()).toMatchObject({ active: 0, waiting: 0 });
  });
});

describe('BoundedQueue lines', () => {
  const gate = () => {
    let open!: () => void;
    const promise = new Promise<void>((r) => (open = r));
    return { promise, open };
  };
  const settle = () => new Promise((r) => setImmediate(r));

  it('gives a free slot to a recognised device first, then to the normal line, then to the limited one', async () => {
    const q = new BoundedQueue(1, 10);
    const first = gate();
    const order: string[] = [];
    const running = q.run(() => first.promise);
    const tasks = [
      q.run(async () => void order.push('limited'), { lane: 'limited', group: 'net-a' }),
      q.run(async () => void order.push('normal'), { lane: 'normal' }),
      q.run(async () => void order.push('trusted'), { lane: 'trusted' }),
    ];
    first.open();
    await Promise.all([running, ...tasks]);
    expect(order).toEqual(['trusted', 'normal', 'limited']);
  });

  it('lets the limited line run at most half the slots, and refuses what its waiting room cannot hold with 429', async () => {
    const q = new BoundedQueue(4, 32);
    const hold = gate();
    const limited = Array.from({ length: 20 }, (_, i) =>
      q
        .run(() => hold.promise, { lane: 'limited', group: `net-${i}` })
        .then(
          () => 'served',
          (err: unknown) => err,
        ),
    );
    await settle();
    // Two of four slots run limited work, eight wait (two per slot), the other ten are refused at once.
    expect(q.stats().limited).toMatchObject({ active: 2, waiting: 8, concurrency: 2, maxWaiting: 8 });
    // The normal line still finds a free slot at once.
    let normalRan = false;
    await q.run(async () => void (normalRan = true));
    expect(normalRan).toBe(true);
    hold.open();
    const results = await Promise.all(limited);
    const refused = results.filter((r) => r instanceof HashShareExceeded) as HashShareExceeded[];
    expect(refused).toHaveLength(10);
    expect(refused[0].statusCode).toBe(429);
    expect(refused[0].retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused[0].message).toMatch(/^Demasiados intentos\. Espera \d+ segundos? e inténtalo de nuevo\.$/);
    expect(results.filter((r) => r === 'served')).toHaveLength(10);
    expect(q.full).toBe(false);
  });

  it('starts limited work only on the slots real sign-ins leave free', async () => {
    const q = new BoundedQueue(2, 32);
    const real = gate();
    const running = q.run(() => real.promise);
    let limitedRan = false;
    const limited = q.run(async () => void (limitedRan = true), { lane: 'limited', group: 'net' });
    await settle();
    // One real hash of two slots: the other stays free for the next real sign-in.
    expect(limitedRan).toBe(false);
    expect(q.stats().limited).toMatchObject({ active: 0, waiting: 1 });
    real.open();
    await Promise.all([running, limited]);
    expect(limitedRan).toBe(true);
  });

  it('shares the limited line fairly among networks: a network flooding it gives up its places to a newcomer', async () => {
    const q = new BoundedQueue(1, 32);
    const hold = gate();
    const served: string[] = [];
    const run = (group: string) =>
      q
        .run(async () => void served.push(group), { lane: 'limited', group })
        .then(
          () => 'ok',
          (err: unknown) => (err instanceof HashShareExceeded ? 'refused' : err),
        );
    const blocker = q.run(() => hold.promise, { lane: 'limited', group: 'flood' });
    const flood = [run('flood'), run('flood'), run('flood')];
    await settle();
    const newcomer = run('school');
    hold.open();
    await blocker;
    expect(await Promise.all(flood)).toEqual(['ok', 'refused', 'refused']);
    expect(await newcomer).toBe('ok');
    // Round-robin: the first network in line, then the school, whoever came first within a network.
    expect(served).toEqual(['flood', 'school']);
  });

  it('refuses a limited entry that waited too long instead of letting it hang', async () => {
    const q = new BoundedQueue(1, 32, 50);
    const hold = gate();
    const running = q.run(() => hold.promise);
    const waiting = q.run(async () => 'late', { lane: 'limited', group: 'net' }).catch((err: unknown) => err);
    expect(await waiting).toBeInstanceOf(HashShareExceeded);
    expect(q.stats().limited).toMatchObject({ waiting: 0, refused: 1 });
    hold.open();
    await running;
  });
});

describe('the hashing threads', () => {
  it('run at the lowest CPU priority (Linux), so that the event loop never waits for a sign-in storm', async () => {
    const pool = new Piscina({ filename: path.join(__dirname, 'hashWorker.js'), maxThreads: 1 });
    try {
      const [worker, main] = await Promise.all([pool.run(null, { name: 'threadPriority' }), Promise.resolve(getPriority())]);
      if (process.platform === 'linux') expect(worker).toBe(19);
      expect(main).toBeLessThan(19);
    } finally {
      await pool.close();
    }
  });
});
