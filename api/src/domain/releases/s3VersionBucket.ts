import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../../storage';
import { LazyS3Connection } from '../../storage/s3Storage';
import { StorageUnavailableError } from '../../storage/types';
import type { VersionBucket } from './artifactTypes';
import { listFiles } from './tree';

/** Files uploaded or downloaded at once. */
const PARALLEL = 8;

/**
 * Runs `fn` on the items, PARALLEL at a time; after a failure no new item starts, and the first error
 * is thrown only once every running one has ended (so nothing writes into a folder being removed).
 */
async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { err: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      await fn(item).catch((err: unknown) => {
        failure ??= { err };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  if (failure) throw (failure as { err: unknown }).err;
}

/**
 * The remotes' builds in the S3 bucket of the file storage (S3_BUCKET, S3_ENDPOINT, …), under
 * `<S3_PREFIX>/remotes/<remote>/<version>/<file>`: a version is uploaded once when it is first
 * deployed and never changed (the release state refuses the same version with other files), so a
 * CDN (REMOTES_BASE_URL) may cache it for good. Every failure of the store is a StorageUnavailableError.
 */
export class S3VersionBucket implements VersionBucket {
  private readonly s3: LazyS3Connection;

  constructor(private readonly settings: S3Settings) {
    this.s3 = new LazyS3Connection(settings, 2);
  }

  private key(remote: string, version: string, file: string): string {
    const key = `remotes/${remote}/${version}/${file}`;
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async upload(remote: string, version: string, dir: string): Promise<void> {
    const { sdk, client } = await this.s3.get().catch(unavailable);
    await eachLimited(await listFiles(dir), async (file) => {
      const body = await fs.readFile(path.join(dir, file));
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.key(remote, version, file),
            Body: body,
            ContentLength: body.length,
            CacheControl: 'public, max-age=31536000, immutable',
            ContentType: contentType(file),
          }),
        )
        .catch(unavailable);
    });
  }

  async download(remote: string, version: string, dir: string, files: string[]): Promise<void> {
    const { sdk, client } = await this.s3.get().catch(unavailable);
    await eachLimited(files, async (file) => {
      const out = await client
        .send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(remote, version, file) }))
        .catch(unavailable);
      if (!(out.Body instanceof Readable)) throw new StorageUnavailableError();
      const target = path.join(dir, ...file.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await pipeline(out.Body, (await fs.open(target, 'wx')).createWriteStream()).catch(unavailable);
    });
  }

  close(): void {
    this.s3.close();
  }
}

function unavailable(err: unknown): never {
  if (err instanceof StorageUnavailableError) throw err;
  throw new StorageUnavailableError({ cause: err });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
