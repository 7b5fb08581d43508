import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { StorageUnavailableError, assertSafeKey, newKey, type Storage, type StoredObject } from './types';

export interface S3Settings {
  bucket: string;
  /** S3-compatible endpoint (MinIO, Cloudflare R2, DigitalOcean Spaces…); null = AWS. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Keys live under this folder of the bucket ('' = the bucket's root). */
  prefix: string;
}

/** The AWS SDK (about 1 MB of code) loads when a store first talks to S3, not when the server starts. */
const loadS3Sdk = () => import('@aws-sdk/client-s3');

export interface S3Connection {
  sdk: Awaited<ReturnType<typeof loadS3Sdk>>;
  client: S3Client;
}

/**
 * A client for the bucket of `settings`: path-style against a custom endpoint, plain PUTs with
 * Content-Length (what every S3-compatible store accepts), and a store that stops answering fails
 * the request within seconds instead of holding it open.
 */
async function createS3Client(settings: S3Settings, maxAttempts?: number): Promise<S3Connection> {
  const sdk = await loadS3Sdk();
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    ...(maxAttempts ? { maxAttempts } : {}),
  });
  return { sdk, client };
}

/** One lazily made connection per store; `close()` ends it if it was ever made. */
export class LazyS3Connection {
  private connection: Promise<S3Connection> | null = null;

  constructor(
    private readonly settings: S3Settings,
    private readonly maxAttempts?: number,
  ) {}

  get(): Promise<S3Connection> {
    this.connection ??= createS3Client(this.settings, this.maxAttempts).catch((err: unknown) => {
      this.connection = null;
      throw err;
    });
    return this.connection;
  }

  close(): void {
    void this.connection?.then(({ client }) => client.destroy()).catch(() => undefined);
    this.connection = null;
  }
}

/**
 * Uploaded files and generated documents in S3-compatible object storage (S3_BUCKET), so several
 * API processes or machines see the same files. Objects are written whole (uploads are at most
 * UPLOAD_MAX_BYTES), read as streams. A store that cannot be reached, a missing bucket or refused
 * credentials throw StorageUnavailableError (503); only a missing key counts as "not there".
 */
export class S3Storage implements Storage {
  private readonly s3: LazyS3Connection;

  constructor(private readonly settings: S3Settings) {
    this.s3 = new LazyS3Connection(settings);
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const body = Buffer.isBuffer(data) ? data : await readAll(data);
    const { sdk, client } = await this.s3.get().catch(unavailable);
    await client
      .send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentLength: body.length }))
      .catch(unavailable);
    return { key, size: body.length };
  }

  async putNew(folder: string, extension: string, data: Readable | Buffer): Promise<StoredObject> {
    const key = newKey(folder, extension);
    try {
      return await this.put(key, data);
    } catch (err) {
      // A connection lost after the store took the body leaves an object nobody points to; the key
      // is new, so removing it cannot touch anything else.
      if (err instanceof StorageUnavailableError) await this.delete(key).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const { sdk, client } = await this.s3.get().catch(unavailable);
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch((err) => {
      if (err instanceof sdk.S3ServiceException && err.name === 'NoSuchKey') throw err;
      return unavailable(err);
    });
    if (!(out.Body instanceof Readable)) throw new Error(`Empty object: ${key}`);
    return out.Body;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    const { sdk, client } = await this.s3.get().catch(unavailable);
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      // A HEAD answer has no body: a 404 is a missing key or a missing bucket, which is not "no file".
      if (isNotFound(sdk, err)) {
        await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket })).catch(unavailable);
        return null;
      }
      return unavailable(err);
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key as well.
    const { sdk, client } = await this.s3.get().catch(unavailable);
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch(unavailable);
  }

  close(): void {
    this.s3.close();
  }
}

function isNotFound(sdk: S3Connection['sdk'], err: unknown): boolean {
  return (
    err instanceof sdk.S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey')
  );
}

function unavailable(err: unknown): never {
  throw new StorageUnavailableError({ cause: err });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
