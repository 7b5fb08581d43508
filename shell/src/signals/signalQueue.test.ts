import { FIELD_SIGNALS_MAX_EVENTS, fieldSignalBatchSchema, type FieldSignalEvent } from '@inpro/shared-contracts';
import { createSignalQueue, toBodies } from './signalQueue';

const load = (n = 0): FieldSignalEvent => ({ type: 'load', remote: 'mf-public', version: `1.0.${n}` });
const TICKET = `abc123.${'a'.repeat(22)}.${'b'.repeat(22)}`;
const ticket = () => TICKET;

function manualTimers() {
  const timers: Array<{ fn: () => void; ms: number } | null> = [];
  return {
    setTimer: (fn: () => void, ms: number) => timers.push({ fn, ms }) - 1,
    clearTimer: (h: unknown) => {
      timers[h as number] = null;
    },
    run: () => timers.splice(0).forEach((t) => t?.fn()),
    waiting: () => timers.filter(Boolean).length,
    delays: () => timers.filter(Boolean).map((t) => t?.ms),
  };
}

describe('createSignalQueue', () => {
  it('sends nothing until the batch is full, the timer runs out or the page flushes', () => {
    const sent: string[] = [];
    const timers = manualTimers();
    const queue = createSignalQueue({ ticket, send: (b) => sent.push(b) > 0, random: () => 0, maxEvents: 3, flushMs: 5000, ...timers });
    queue.push(load(1));
    queue.push(load(2));
    expect(sent).toHaveLength(0);
    expect(timers.delays()).toEqual([5000]);
    queue.push(load(3));
    // Full: one beacon with the three events, in the exact body POST /api/signals accepts.
    expect(sent).toHaveLength(1);
    const body = fieldSignalBatchSchema.parse(JSON.parse(sent[0]));
    expect(body.events.map((e) => e.version)).toEqual(['1.0.1', '1.0.2', '1.0.3']);
    expect(body.ticket).toBe(TICKET);
    expect(timers.waiting()).toBe(0);

    queue.push(load(4));
    timers.run();
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]).events).toEqual([load(4)]);

    queue.push(load(5));
    queue.flush();
    expect(sent).toHaveLength(3);
    queue.flush(); // nothing waiting: no empty beacon
    expect(sent).toHaveLength(3);
    expect(queue.pending()).toBe(0);
  });

  it('a page load outside the sample reports nothing; inside it, everything', () => {
    const sent: string[] = [];
    const out = createSignalQueue({ ticket, send: (b) => sent.push(b) > 0, sampleRate: 0.1, random: () => 0.5 });
    out.push(load());
    out.flush();
    expect(out.sampled).toBe(false);
    expect(sent).toHaveLength(0);
    const inside = createSignalQueue({ ticket, send: (b) => sent.push(b) > 0, sampleRate: 0.1, random: () => 0.05, ...manualTimers() });
    inside.push(load());
    inside.flush();
    expect(inside.sampled).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without the load ticket of the page (the server could not count it)', () => {
    const sent: string[] = [];
    let current: string | undefined = undefined;
    const queue = createSignalQueue({ ticket: () => current, send: (b) => sent.push(b) > 0, random: () => 0, ...manualTimers() });
    queue.push(load(1));
    queue.flush();
    expect(sent).toEqual([]);
    current = TICKET;
    queue.push(load(2));
    queue.flush();
    expect(sent.map((b) => JSON.parse(b))).toEqual([{ ticket: TICKET, events: [load(2)] }]);
  });

  it('samples about the share asked for', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let kept = 0;
    for (let i = 0; i < 5000; i += 1) if (createSignalQueue({ ticket, send: () => true, sampleRate: 0.2, random }).sampled) kept += 1;
    expect(kept / 5000).toBeGreaterThan(0.17);
    expect(kept / 5000).toBeLessThan(0.23);
  });
});

describe('toBodies', () => {
  it('splits by event count and by size, never beyond the limits', () => {
    const events = Array.from({ length: 95 }, (_, i) => load(i));
    const byCount = toBodies(TICKET, events, FIELD_SIGNALS_MAX_EVENTS, 1_000_000);
    expect(byCount.map((b) => JSON.parse(b).events.length)).toEqual([40, 40, 15]);
    const bySize = toBodies(TICKET, events, FIELD_SIGNALS_MAX_EVENTS, 600);
    expect(bySize.every((b) => b.length <= 600)).toBe(true);
    expect(bySize.flatMap((b) => JSON.parse(b).events)).toEqual(events);
    expect(toBodies(TICKET, [load()], 40, 10)).toEqual([]);
  });
});
