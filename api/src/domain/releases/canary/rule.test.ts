import { abortReason, CANARY_MIN_LOADS, canaryVerdict, isNotWorse } from './rule';

describe('isNotWorse (automatic promotion)', () => {
  const stable = { attempts: 1000, errorRate: 0.02 };
  it('promotes only over the minimum of loads', () => {
    expect(isNotWorse({ attempts: CANARY_MIN_LOADS - 1, errorRate: 0 }, stable)).toBe(false);
    expect(isNotWorse({ attempts: CANARY_MIN_LOADS, errorRate: 0 }, stable)).toBe(true);
    expect(isNotWorse({ attempts: 0, errorRate: null }, stable)).toBe(false);
  });
  it('a canary failing more than the stable version is not promoted', () => {
    expect(isNotWorse({ attempts: 300, errorRate: 0.02 }, stable)).toBe(true);
    expect(isNotWorse({ attempts: 300, errorRate: 0.021 }, stable)).toBe(false);
  });
  it('below 1 % is noise: a stable version with no errors does not hold back a canary at 0.5 %', () => {
    expect(isNotWorse({ attempts: 300, errorRate: 0.005 }, { attempts: 300, errorRate: 0 })).toBe(true);
    expect(isNotWorse({ attempts: 300, errorRate: 0.015 }, { attempts: 300, errorRate: 0 })).toBe(false);
    expect(isNotWorse({ attempts: 300, errorRate: 0.005 }, null)).toBe(true);
  });
});

describe('canaryVerdict', () => {
  const stable = { attempts: 5000, errorRate: 0.02 };
  it('aborts a canary failing more than twice the stable version and above 1 %', () => {
    expect(canaryVerdict({ attempts: 400, errorRate: 0.041 }, stable)).toBe('abort');
    expect(canaryVerdict({ attempts: 400, errorRate: 0.02 }, { attempts: 0, errorRate: null })).toBe('abort');
  });
  it('promotes a canary that fails no more than the stable version', () => {
    expect(canaryVerdict({ attempts: 400, errorRate: 0.02 }, stable)).toBe('promote');
  });
  it('keeps a canary in between, and one with too few loads whatever its rate', () => {
    expect(canaryVerdict({ attempts: 400, errorRate: 0.03 }, stable)).toBe('keep');
    expect(canaryVerdict({ attempts: CANARY_MIN_LOADS - 1, errorRate: 0.5 }, stable)).toBe('keep');
    expect(canaryVerdict({ attempts: 10, errorRate: 0.5 }, stable, 5)).toBe('abort');
  });
  it('says why in Spanish with both rates', () => {
    expect(abortReason({ canary: '1.1.0', stable: '1.0.0' }, { attempts: 400, errorRate: 0.05 }, { attempts: 900, errorRate: 0.01 })).toBe(
      'Tasa de error del canario 1.1.0: 5.0 % en 400 cargas; versión estable 1.0.0: 1.0 % en 900 cargas ' +
        '(más de 2 veces la estable y sobre 1 %, con al menos 200 cargas).',
    );
  });
});
