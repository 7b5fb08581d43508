import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorage, S3Storage, assertSafeKey, type Storage } from './index';
import { startFakeS3, type FakeS3 } from '../test/fakeS3';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
}

let fakeS3: FakeS3;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(() => fakeS3.close());

/** S3 storage on the local fake, keys under `prefix` of the bucket 'inpro'. */
function s3Storage(prefix: string): S3Storage {
  return new S3Storage({
    bucket: 'inpro',
    endpoint: fakeS3.url,
    region: 'us-east-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret',
    prefix,
  });
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
    'S3Storage (local fake of S3)',
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

describe('S3Storage requests', () => {
  it('are signed and keep objects under the prefix of the bucket', async () => {
    const storage = s3Storage('sitio/files');
    try {
      fakeS3.authorizations.length = 0;
      const { key } = await storage.putNew('units/9', '.pdf', Buffer.from('%PDF-1.4'));
      expect(fakeS3.objects.get(`inpro/sitio/files/${key}`)?.toString()).toBe('%PDF-1.4');
      expect(fakeS3.authorizations[0]).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
    } finally {
      storage.close();
    }
  });
});
