import { vi } from 'vitest';

/**
 * What the tests' fake clock takes over: timers and Date. setImmediate, nextTick and microtasks stay
 * real, so the stores and streams under test (Redis, PGlite) keep answering while the clock stands still.
 */
export const FAKE_CLOCK: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};
