import { CANARY_BUCKET_KEY, canaryBucket, resolvePointer } from './canary';

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (k: string) => (k in data ? data[k] : null), setItem: (k: string, v: string) => void (data[k] = v), data };
}

describe('canary buckets', () => {
  it('draws a bucket once per browser and keeps it (sticky); a bad stored value is drawn again', () => {
    const storage = memory();
    expect(canaryBucket(storage, () => 0.237)).toBe(23);
    expect(storage.data[CANARY_BUCKET_KEY]).toBe('23');
    expect(canaryBucket(storage, () => 0.9)).toBe(23);
    expect(canaryBucket(memory({ [CANARY_BUCKET_KEY]: 'x' }), () => 0.5)).toBe(50);
    expect(canaryBucket(null, () => 0.999)).toBe(99);
  });

  it('gives the canary to the buckets below its share, the stable version to the others', () => {
    const pointer = {
      name: 'mf_public',
      version: '1.0.0',
      entry: '/remotes/mf-public/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', entry: '/remotes/mf-public/1.1.0/mf-manifest.json', percent: 10, since: '2026-11-26T14:00:00.000Z' },
    };
    expect(resolvePointer(pointer, 9)).toEqual({ name: 'mf_public', version: '1.1.0', entry: '/remotes/mf-public/1.1.0/mf-manifest.json' });
    expect(resolvePointer(pointer, 10)).toEqual({
      name: 'mf_public',
      version: '1.0.0',
      entry: '/remotes/mf-public/1.0.0/mf-manifest.json',
    });
  });
});
