import { watchBootErrors } from './bootErrors';

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('watchBootErrors', () => {
  it('shows the error screen for an error of the shell during start-up', () => {
    const show = jest.fn();
    const done = watchBootErrors(show);
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'http://localhost/143.abc.js' }));
    expect(show).toHaveBeenCalledWith(error);
    done();
  });

  it('shows it for an unhandled rejection, but not for a chunk-load failure or a remote file', () => {
    const show = jest.fn();
    const done = watchBootErrors(show);
    window.dispatchEvent(rejection(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' })));
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom'), filename: 'http://localhost/remotes/mf-aula/1.0.0/remoteEntry.js' }),
    );
    expect(show).not.toHaveBeenCalled();
    window.dispatchEvent(rejection(new Error('config broke')));
    expect(show).toHaveBeenCalledTimes(1);
    done();
  });

  it('stops once start-up is over', () => {
    const show = jest.fn();
    watchBootErrors(show)();
    const silence = (e: Event) => e.preventDefault(); // keep jsdom from reporting the test error
    window.addEventListener('error', silence);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), cancelable: true }));
    window.removeEventListener('error', silence);
    expect(show).not.toHaveBeenCalled();
  });
});
