import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

/**
 * Uploaded files and generated documents in S3-compatible object storage (S3_BUCKET), so several
 * API processes or machines see the same files. Objects are written whole (uploads are at most
 * UPLOAD_MAX_BYTES), read as streams. A store that cannot be reached, a missing bucket or refused
 * credentials throw StorageUnavailableError (503); only a missing key counts as "not there".
 */
/**
 * A client for the bucket of `settings`: path-style against a custom endpoint, plain PUTs with
 * Content-Length (what every S3-compatible store accepts), and a store that stops answering fails
 * the request within seconds instead of holding it open.
 */
export function createS3Client(settings: S3Settings, maxAttempts?: number): S3Client {
  return new S3Client({
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
}

export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = createS3Client(settings);
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const body = Buffer.isBuffer(data) ? data : await readAll(data);
    await this.client
      .send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentLength: body.length }))
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
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch((err) => {
      if (err instanceof S3ServiceException && err.name === 'NoSuchKey') throw err;
      return unavailable(err);
    });
    if (!(out.Body instanceof Readable)) throw new Error(`Empty object: ${key}`);
    return out.Body;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      // A HEAD answer has no body: a 404 is a missing key or a missing bucket, which is not "no file".
      if (isNotFound(err)) {
        await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })).catch(unavailable);
        return null;
      }
      return unavailable(err);
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch(unavailable);
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');
}

function unavailable(err: unknown): never {
  throw new StorageUnavailableError({ cause: err });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
