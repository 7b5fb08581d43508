import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  /** Storage key (relative path with forward slashes). */
  key: string;
  size: number;
}

/** Where uploaded files and generated documents live. Local folder by default; swap for object storage. */
export interface Storage {
  /** Stores the data under `key`, replacing anything there. */
  put(key: string, data: Readable | Buffer): Promise<StoredObject>;
  /** Stores the data under a generated unique name in `folder`, keeping `extension` (e.g. '.pdf'). */
  putNew(folder: string, extension: string, data: Readable | Buffer): Promise<StoredObject>;
  /** A read stream of the object; throws when missing. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number | null>;
  /** Removes the object; missing objects are ignored. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Rejects keys that could leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

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
    const ext = /^\.[A-Za-z0-9]{1,8}$/.test(extension) ? extension.toLowerCase() : '';
    const key = `${folder.replace(/^\/+|\/+$/g, '')}/${randomUUID()}${ext}`;
    return this.put(key, data);
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
