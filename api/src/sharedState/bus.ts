import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells the other API processes that something they keep in memory changed (the public catalogue
 * cache, the settings cache). Without Redis there is one process and nothing to tell.
 */
export interface EventBus {
  /** Sends `topic` to every other process (this process's own handlers are not called). */
  publish(topic: string): Promise<void>;
  /** Calls `handler` when another process publishes `topic`. */
  subscribe(topic: string, handler: () => void): void;
  close(): Promise<void>;
}

export class LocalBus implements EventBus {
  async publish(): Promise<void> {}
  subscribe(): void {}
  async close(): Promise<void> {}
}

/** Redis pub/sub on one channel; messages carry the sender's id so a process ignores its own. */
export class RedisBus implements EventBus {
  private readonly id = randomUUID();
  private readonly handlers = new Map<string, Array<() => void>>();
  private ready: Promise<unknown>;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    /** One channel per site (the key prefix + 'events'). */
    private readonly channel = 'inpro:events',
  ) {
    this.ready = subscriber.subscribe(channel);
    subscriber.on('message', (from: string, message: string) => {
      if (from !== this.channel) return;
      const [sender, topic] = splitMessage(message);
      if (sender === this.id) return;
      for (const handler of this.handlers.get(topic) ?? []) handler();
    });
  }

  /** Resolves once the subscription is active (messages sent before are not received). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(topic: string): Promise<void> {
    await this.publisher.publish(this.channel, `${this.id} ${topic}`);
  }

  subscribe(topic: string, handler: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber.quit().catch(() => undefined);
  }
}

function splitMessage(message: string): [string, string] {
  const space = message.indexOf(' ');
  return space < 0 ? ['', message] : [message.slice(0, space), message.slice(space + 1)];
}
