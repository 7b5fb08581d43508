import { CANARY_MIN_LOADS, isClearlyWorse } from './fieldSignals';

describe('isClearlyWorse', () => {
  it('needs the minimum loads, more than twice the other rate and more than 1 %', () => {
    const stable = { attempts: 5000, errorRate: 0.004 };
    expect(isClearlyWorse({ attempts: CANARY_MIN_LOADS, errorRate: 0.05 }, stable)).toBe(true);
    expect(isClearlyWorse({ attempts: CANARY_MIN_LOADS - 1, errorRate: 0.5 }, stable)).toBe(false);
    // twice the stable rate but under 1 %
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.009 }, stable)).toBe(false);
    // above 1 % but not twice the stable rate
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.03 }, { attempts: 5000, errorRate: 0.02 })).toBe(false);
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.041 }, { attempts: 5000, errorRate: 0.02 })).toBe(true);
    // a stable version without loads counts as 0 %
    expect(isClearlyWorse({ attempts: 400, errorRate: 0.02 }, null)).toBe(true);
    expect(isClearlyWorse({ attempts: 10, errorRate: 0.5 }, stable, 5)).toBe(true);
  });
});
