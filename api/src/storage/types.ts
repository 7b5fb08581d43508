import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpError } from '../errors';

export const STORAGE_UNAVAILABLE = 'El almacenamiento de archivos no está disponible en este momento. Inténtalo de nuevo en unos minutos.';

/**
 * The object store did not answer as it should (unreachable, bucket missing, credentials refused):
 * the request is fine, the service is not, so it answers 503 with a Spanish message.
 */
export class StorageUnavailableError extends HttpError {
  constructor(options?: { cause?: unknown }) {
    super(503, STORAGE_UNAVAILABLE);
    this.name = 'StorageUnavailableError';
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export interface StoredObject {
  /** Storage key (relative path with forward slashes). */
  key: string;
  size: number;
}

/** Where uploaded files and generated documents live. A local folder by default, S3-compatible object storage when configured. */
export interface Storage {
  /** Stores the data under `key`, replacing anything there. */
  put(key: string, data: Readable | Buffer): Promise<StoredObject>;
  /** Stores the data under a generated unique name in `folder`, keeping `extension` (e.g. '.pdf'). */
  putNew(folder: string, extension: string, data: Readable | Buffer): Promise<StoredObject>;
  /** A read stream of the object; throws when missing (StorageUnavailableError when the store itself fails). */
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

/** A new unique key in `folder`, keeping a short `extension` (lower-cased; dropped when odd). */
export function newKey(folder: string, extension: string): string {
  const ext = /^\.[A-Za-z0-9]{1,8}$/.test(extension) ? extension.toLowerCase() : '';
  return `${folder.replace(/^\/+|\/+$/g, '')}/${randomUUID()}${ext}`;
}
