import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeKey, newKey, type Storage, type StoredObject } from './types';

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
 * UPLOAD_MAX_BYTES), read as streams.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Plain PUTs with Content-Length: what every S3-compatible store accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const body = Buffer.isBuffer(data) ? data : await readAll(data);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentLength: body.length }));
    return { key, size: body.length };
  }

  putNew(folder: string, extension: string, data: Readable | Buffer): Promise<StoredObject> {
    return this.put(newKey(folder, extension), data);
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
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
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
