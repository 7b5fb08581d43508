import { isClearlyWorse, isReportableSignal } from './fieldSignals';
import { fieldSignalEventSchema } from './schemas/fieldSignals';

const MIN_LOADS = 200;

describe('isClearlyWorse', () => {
  it('needs the minimum loads, more than twice the other rate and more than 1 %', () => {
    const stable = { attempts: 5000, errorRate: 0.004 };
    expect(isClearlyWorse({ attempts: MIN_LOADS, errorRate: 0.05 }, stable, MIN_LOADS)).toBe(true);
    expect(isClearlyWorse({ attempts: MIN_LOADS - 1, errorRate: 0.5 }, stable, MIN_LOADS)).toBe(false);
    // twice the stable rate but under 1 %
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.009 }, stable, MIN_LOADS)).toBe(false);
    // above 1 % but not twice the stable rate
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.03 }, { attempts: 5000, errorRate: 0.02 }, MIN_LOADS)).toBe(false);
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.041 }, { attempts: 5000, errorRate: 0.02 }, MIN_LOADS)).toBe(true);
    // a stable version without loads counts as 0 %
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.02 }, null, MIN_LOADS)).toBe(true);
    expect(isClearlyWorse({ attempts: 10, errorRate: 0.5 }, stable, 5)).toBe(true);
  });
});

const base = { remote: 'mf-public', version: '1.2.3' };

/** Events the API takes and events it refuses, of every type and rule. */
const CASES: unknown[] = [
  { type: 'load', ...base },
  { type: 'load', remote: 'mf-public', version: '1.2.3-rc.1' },
  { type: 'load', remote: 'mf-public', version: '1.0.0+local.ab12' },
  { type: 'load', remote: 'mf-public', version: `1.0.0-${'a'.repeat(60)}` },
  { type: 'load', remote: 'public', version: '1.2.3' },
  { type: 'load', remote: 'mf-Public', version: '1.2.3' },
  { type: 'load', remote: 'mf-public' },
  { type: 'load', version: '1.2.3' },
  { type: 'load', ...base, extra: 1 },
  { type: 'load-error', ...base, reason: 'timeout' },
  { type: 'load-error', ...base, reason: 'chunk' },
  { type: 'load-error', ...base, reason: 'nope' },
  { type: 'load-error', ...base },
  { type: 'render-error', ...base },
  { type: 'render-error', ...base, reason: 'chunk' },
  { type: 'api-error', ...base, status: 500 },
  { type: 'api-error', ...base, status: 599 },
  { type: 'api-error', ...base, status: 499 },
  { type: 'api-error', ...base, status: 600 },
  { type: 'api-error', ...base, status: 502.5 },
  { type: 'api-error', ...base, status: '500' },
  { type: 'vital', ...base, name: 'LCP', value: 1234.5 },
  { type: 'vital', ...base, name: 'CLS', value: 0 },
  { type: 'vital', ...base, name: 'INP', value: 600_000 },
  { type: 'vital', ...base, name: 'INP', value: 600_001 },
  { type: 'vital', ...base, name: 'INP', value: -1 },
  { type: 'vital', ...base, name: 'INP', value: Number.NaN },
  { type: 'vital', ...base, name: 'FID', value: 10 },
  { type: 'vital', ...base, name: 'LCP' },
  { type: 'other', ...base },
  { ...base },
  null,
  'load',
  [],
];

describe('isReportableSignal', () => {
  it.each(CASES.map((event) => [JSON.stringify(event), event]))('answers as the API schema does for %s', (_, event) => {
    expect(isReportableSignal(event)).toBe(fieldSignalEventSchema.safeParse(event).success);
  });

  it('takes the events the shell reports', () => {
    expect(isReportableSignal({ type: 'load', ...base })).toBe(true);
    expect(isReportableSignal({ type: 'vital', ...base, name: 'LCP', value: 900 })).toBe(true);
  });
});
