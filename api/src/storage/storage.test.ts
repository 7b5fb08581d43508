import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorage, S3Storage, STORAGE_UNAVAILABLE, StorageUnavailableError, assertSafeKey, type Storage } from './index';
import { startS3Server, type TestS3Server } from '../test/s3Server';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(['inpro']);
});
afterAll(() => s3.close());

/** S3 storage on the test server (s3rver), keys under `prefix` of the bucket 'inpro'. */
function s3Storage(prefix: string): S3Storage {
  return new S3Storage(s3.settings('inpro', prefix));
}

const kinds: Array<[string, () => { storage: Storage; cleanup(): void }]> = [
  [
    'LocalStorage',
    () => {
      const root = mkdtempSync(path.join(tmpdir(), 'inpro-storage-'));
      return { storage: new LocalStorage(root), cleanup: () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3Storage (s3rver)',
    () => {
      const storage = s3Storage('files');
      return { storage, cleanup: () => storage.close() };
    },
  ],
];

describe.each(kinds)('%s', (_name, open) => {
  let storage: Storage;
  let cleanup: () => void;
  beforeEach(() => {
    ({ storage, cleanup } = open());
  });
  afterEach(() => cleanup());

  it('stores under generated names, reads, sizes and deletes', async () => {
    const a = await storage.putNew('units/7', '.PDF', Buffer.from('hola'));
    const b = await storage.putNew('units/7', '.pdf', Readable.from([Buffer.from('mundo!')]));
    expect(a.key).toMatch(/^units\/7\/[0-9a-f-]{36}\.pdf$/);
    expect(a.key).not.toBe(b.key);
    expect(b.size).toBe(6);
    expect(await text(await storage.get(a.key))).toBe('hola');
    expect(await storage.exists(a.key)).toBe(true);
    await storage.delete(a.key);
    expect(await storage.exists(a.key)).toBe(false);
    await expect(storage.get(a.key)).rejects.toThrow();
    await storage.delete(a.key); // missing: ignored
    expect(await storage.size(b.key)).toBe(6);
  });

  it('rejects keys that would leave the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '']) expect(() => assertSafeKey(key)).toThrow();
    await expect(storage.put('../fuera.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(() => assertSafeKey('units/3/abc.pdf')).not.toThrow();
  });

  it('leaves nothing behind when a write fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('cut'));
      },
    });
    await expect(storage.put('units/1/x.pdf', failing)).rejects.toThrow('cut');
    expect(await storage.exists('units/1/x.pdf')).toBe(false);
  });
});

describe('S3Storage on the S3 server', () => {
  it('keeps objects under the prefix of the bucket, signed with the configured access key', async () => {
    const storage = s3Storage('sitio/files');
    const stranger = new S3Storage({ ...s3.settings('inpro', 'sitio/files'), accessKeyId: 'AKIDDESCONOCIDA' });
    try {
      const { key } = await storage.putNew('units/9', '.pdf', Buffer.from('%PDF-1.4'));
      expect(await s3.keys('inpro')).toContain(`sitio/files/${key}`);
      expect(await text(await storage.get(key))).toBe('%PDF-1.4');
      // The server refuses a key it does not know: the client signs with the configured one.
      await expect(stranger.get(key)).rejects.toThrow(StorageUnavailableError);
    } finally {
      storage.close();
      stranger.close();
    }
  });

  it('tells a missing key from a missing bucket', async () => {
    const storage = s3Storage('files');
    const noBucket = new S3Storage(s3.settings('no-existe'));
    try {
      expect(await storage.size('units/1/nada.pdf')).toBeNull();
      await expect(storage.get('units/1/nada.pdf')).rejects.not.toThrow(StorageUnavailableError);
      for (const attempt of [
        () => noBucket.put('units/1/a.pdf', Buffer.from('x')),
        () => noBucket.get('units/1/a.pdf'),
        () => noBucket.size('units/1/a.pdf'),
        () => noBucket.delete('units/1/a.pdf'),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE });
      }
    } finally {
      storage.close();
      noBucket.close();
    }
  });

  it('fails with StorageUnavailableError while the server is down and works again when it is back', async () => {
    const storage = s3Storage('caida');
    try {
      const { key } = await storage.putNew('units/2', '.pdf', Buffer.from('antes'));
      await s3.stop();
      try {
        await expect(storage.put('units/2/durante.pdf', Buffer.from('durante'))).rejects.toThrow(StorageUnavailableError);
        await expect(storage.get(key)).rejects.toThrow(StorageUnavailableError);
        await expect(storage.exists(key)).rejects.toThrow(StorageUnavailableError);
      } finally {
        await s3.start();
      }
      expect(await text(await storage.get(key))).toBe('antes');
      expect(await storage.exists('units/2/durante.pdf')).toBe(false);
    } finally {
      storage.close();
    }
  });
});
