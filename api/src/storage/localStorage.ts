import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, newKey, type Storage, type StoredObject } from './types';

/** Storage in a local folder (default `<DATA_DIR>/files`). Writes go to a temp file and are renamed. */
export class LocalStorage implements Storage {
  constructor(public readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(tmp, { flags: 'wx' }));
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    const { size } = await stat(target);
    return { key, size };
  }

  putNew(folder: string, extension: string, data: Readable | Buffer): Promise<StoredObject> {
    return this.put(newKey(folder, extension), data);
  }

  async get(key: string): Promise<Readable> {
    const file = this.file(key);
    await stat(file);
    return createReadStream(file);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const s = await stat(this.file(key));
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
