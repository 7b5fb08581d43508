import { LocalStorage } from './localStorage';
import { S3Storage, type S3Settings } from './s3Storage';
import type { Storage } from './types';

export type { Storage } from './types';
export type { S3Settings } from './s3Storage';
export { STORAGE_UNAVAILABLE, StorageUnavailableError, assertSafeKey } from './types';
export { LocalStorage } from './localStorage';
export { S3Storage } from './s3Storage';

/** Object storage when S3 is configured, else the local folder. */
export function storageFor(config: { storageDir: string; s3: S3Settings | null }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.storageDir);
}
