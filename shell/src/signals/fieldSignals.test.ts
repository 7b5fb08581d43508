import { RENDER_ERROR_EVENT, fieldSignalBatchSchema } from '@inpro/shared-contracts';
import { startFieldSignals, type VitalsLibrary } from './fieldSignals';
import { createSignalQueue } from './signalQueue';

function setup(opts: { versions?: Record<string, string>; current?: string; vitals?: VitalsLibrary; previewed?: string } = {}) {
  const bodies: string[] = [];
  const queue = createSignalQueue({
    ticket: () => `t1.${'a'.repeat(22)}.${'b'.repeat(22)}`,
    send: (b) => bodies.push(b) > 0,
    random: () => 0,
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
  let current = opts.current ?? 'mf-public';
  const versions = opts.versions ?? { 'mf-public': '1.2.0', 'mf-aula': '2.0.1' };
  const signals = startFieldSignals({
    url: '/api/signals',
    versionOf: (r) => versions[r],
    currentRemote: () => current,
    ticket: () => undefined,
    previewed: () => opts.previewed,
    queue,
    loadVitals: opts.vitals ? () => Promise.resolve(opts.vitals as VitalsLibrary) : undefined,
  });
  const events = () => bodies.flatMap((b) => fieldSignalBatchSchema.parse(JSON.parse(b)).events);
  return { signals, events, moveTo: (r: string) => (current = r) };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('startFieldSignals', () => {
  it('reports the version each remote ran once per page load, its failures and the API 5xx, sent when the page is left', () => {
    const { signals, events, moveTo } = setup();
    signals.loaded('mf-public');
    signals.loaded('mf-public');
    signals.apiError(404);
    signals.apiError(502);
    moveTo('mf-aula');
    signals.loadFailed('mf-aula', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    expect(events()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toEqual([
      { type: 'load', remote: 'mf-public', version: '1.2.0' },
      { type: 'api-error', remote: 'mf-public', version: '1.2.0', status: 502 },
      { type: 'load-error', remote: 'mf-aula', version: '2.0.1', reason: 'chunk' },
    ]);
  });

  it('reports nothing of the remote this browser previews (neither as the live version nor as the previewed one)', () => {
    const { signals, events, moveTo } = setup({ previewed: 'mf-aula' });
    signals.loaded('mf-public');
    moveTo('mf-aula');
    signals.loaded('mf-aula');
    signals.loadFailed('mf-aula', new Error('boom'));
    signals.apiError(500);
    window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail: { chunk: false } }));
    signals.flush();
    expect(events()).toEqual([{ type: 'load', remote: 'mf-public', version: '1.2.0' }]);
  });

  it('counts what the error boundaries caught for the remote shown, and nothing for a remote without a reportable version', () => {
    const { events } = setup({ versions: { 'mf-public': '1.2.0', 'mf-admin': '1.0.0+local.ab12cd34' } });
    window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail: { chunk: false } }));
    window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail: { chunk: true } }));
    hide();
    expect(events()).toEqual([
      { type: 'render-error', remote: 'mf-public', version: '1.2.0' },
      { type: 'load-error', remote: 'mf-public', version: '1.2.0', reason: 'chunk' },
    ]);
    const other = setup({ versions: { 'mf-admin': '1.0.0+local.ab12cd34' }, current: 'mf-admin' });
    other.signals.loaded('mf-admin');
    other.signals.flush();
    expect(other.events()).toEqual([]);
  });

  it('sends the Core Web Vitals: LCP for the first page, INP and CLS for the remote shown, at once when reported while hidden', async () => {
    const reporters: Record<string, (m: { name: string; value: number }) => void> = {};
    const vitals: VitalsLibrary = {
      onLCP: (r) => (reporters.LCP = r),
      onINP: (r) => (reporters.INP = r),
      onCLS: (r) => (reporters.CLS = r),
    };
    const { events, moveTo } = setup({ vitals });
    await Promise.resolve();
    await Promise.resolve();
    reporters.LCP({ name: 'LCP', value: 1830.4 });
    moveTo('mf-aula');
    hide();
    reporters.INP({ name: 'INP', value: 96 });
    reporters.CLS({ name: 'CLS', value: 0.02 });
    expect(events()).toEqual([
      { type: 'vital', remote: 'mf-public', version: '1.2.0', name: 'LCP', value: 1830.4 },
      { type: 'vital', remote: 'mf-aula', version: '2.0.1', name: 'INP', value: 96 },
      { type: 'vital', remote: 'mf-aula', version: '2.0.1', name: 'CLS', value: 0.02 },
    ]);
  });
});
