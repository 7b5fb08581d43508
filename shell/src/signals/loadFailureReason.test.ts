import { loadFailureReason } from './loadFailureReason';

const err = (name: string, message: string, type?: string) => Object.assign(new Error(message), { name, type });

describe('loadFailureReason', () => {
  it.each([
    [err('ChunkLoadError', 'Loading /remotes/mf-public/1.0.0/mf-manifest.json timed out after 4000 ms', 'timeout'), 'timeout'],
    [err('ChunkLoadError', 'The remote mf-aula is not deployed (missing from remotes.json)', 'missing'), 'missing'],
    [err('ChunkLoadError', 'Loading chunk 123 failed.'), 'chunk'],
    [err('Error', '[ Federation Runtime ]: RUNTIME-008 failed to load remoteEntry'), 'chunk'],
    [err('TypeError', 'Cannot read properties of undefined'), 'other'],
    ['a string', 'other'],
  ])('%s → %s', (error, reason) => {
    expect(loadFailureReason(error)).toBe(reason);
  });
});
