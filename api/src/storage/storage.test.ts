import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorage, assertSafeKey } from './index';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
}

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'inpro-storage-'));
    storage = new LocalStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

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
