import { afterFirstPaint } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves at once when the page was not prerendered', async () => {
    document.body.innerHTML = '<main id="main"></main>';
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it('waits for the next frame to be painted when the page was prerendered', async () => {
    document.body.innerHTML = '<main id="main"><div class="area-root"><div data-prerendered inert>Cursos</div></div></main>';
    let frame: FrameRequestCallback | null = null;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 1;
    });
    let started = false;
    const ready = afterFirstPaint().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    (frame as unknown as FrameRequestCallback)(0);
    jest.advanceTimersByTime(0);
    await ready;
    expect(started).toBe(true);
  });

  it('does not wait for ever in a tab that draws no frame', async () => {
    document.body.innerHTML = '<div data-prerendered inert>Cursos</div>';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const ready = afterFirstPaint();
    jest.advanceTimersByTime(100);
    await expect(ready).resolves.toBeUndefined();
  });
});
