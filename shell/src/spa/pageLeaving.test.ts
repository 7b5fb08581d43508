import { watchPageLeaving } from './pageLeaving';

describe('watchPageLeaving', () => {
  it('is leaving from beforeunload or pagehide until the page is shown or used again', () => {
    const leaving = watchPageLeaving(window);
    expect(leaving()).toBe(false);
    window.dispatchEvent(new Event('beforeunload'));
    expect(leaving()).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    window.dispatchEvent(new Event('focus'));
    expect(leaving()).toBe(false);
  });
});
