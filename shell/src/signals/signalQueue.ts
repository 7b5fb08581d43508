import {
  FIELD_SIGNALS_FLUSH_MS,
  FIELD_SIGNALS_MAX_BYTES,
  FIELD_SIGNALS_MAX_EVENTS,
  FIELD_SIGNALS_SAMPLE_RATE,
  type FieldSignalEvent,
} from '@inpro/shared-contracts';

export interface SignalQueueOptions {
  /** Sends one batch body (JSON of `{ ticket, events }`); true when the browser took it. */
  send(body: string): boolean;
  /** The load ticket of this page load (from the remotes manifest); without one nothing can count, so nothing is sent. */
  ticket(): string | undefined;
  /** Share of page loads that report (decided once, when the queue is made). */
  sampleRate?: number;
  random?: () => number;
  maxEvents?: number;
  maxBytes?: number;
  flushMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SignalQueue {
  /** Whether this page load reports at all (sampling). */
  readonly sampled: boolean;
  push(event: FieldSignalEvent): void;
  /** Sends what is waiting (the page is being hidden or left, or the timer ran out). */
  flush(): void;
  /** Events waiting to be sent. */
  pending(): number;
}

/** Splits events into bodies of at most `maxEvents` events and `maxBytes` bytes, each with the load ticket (a lone event that is too big is dropped). */
export function toBodies(ticket: string, events: FieldSignalEvent[], maxEvents: number, maxBytes: number): string[] {
  const bodies: string[] = [];
  const pack = (list: FieldSignalEvent[]) => {
    if (!list.length) return;
    const body = JSON.stringify({ ticket, events: list });
    if (list.length <= maxEvents && new TextEncoder().encode(body).length <= maxBytes) bodies.push(body);
    else if (list.length > 1) {
      const half = Math.ceil(list.length / 2);
      pack(list.slice(0, half));
      pack(list.slice(half));
    }
  };
  for (let i = 0; i < events.length; i += maxEvents) pack(events.slice(i, i + maxEvents));
  return bodies;
}

/**
 * The field signals of one page load, batched: a batch goes when it holds `maxEvents` events, when
 * `flushMs` passed since its first event, or when `flush()` is called (page hidden or left). A page
 * load outside the sample sends nothing.
 */
export function createSignalQueue(opts: SignalQueueOptions): SignalQueue {
  const maxEvents = opts.maxEvents ?? FIELD_SIGNALS_MAX_EVENTS;
  const maxBytes = opts.maxBytes ?? FIELD_SIGNALS_MAX_BYTES;
  const flushMs = opts.flushMs ?? FIELD_SIGNALS_FLUSH_MS;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const sampled = (opts.random ?? Math.random)() < (opts.sampleRate ?? FIELD_SIGNALS_SAMPLE_RATE);
  let events: FieldSignalEvent[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!events.length) return;
    const batch = events;
    events = [];
    const ticket = opts.ticket();
    if (!ticket) return;
    for (const body of toBodies(ticket, batch, maxEvents, maxBytes)) opts.send(body);
  };

  return {
    sampled,
    push(event) {
      if (!sampled) return;
      events.push(event);
      if (events.length >= maxEvents) flush();
      else if (timer === null) timer = setTimer(flush, flushMs);
    },
    flush,
    pending: () => events.length,
  };
}
