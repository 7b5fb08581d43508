/**
 * A real S3-protocol server for tests (s3rver): path-style requests on a free port of 127.0.0.1,
 * objects kept in a temp folder of its own. It checks the access key id (S3RVER) but not SigV4
 * signatures. `stop()` closes the port while keeping the objects; `start()` opens it again on the
 * same port, as a store that goes away and comes back.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage';

export interface TestS3Server {
  url: string;
  /** Storage settings for `bucket` on this server (the access key it accepts). */
  settings(bucket: string, prefix?: string): S3Settings;
  /** Every key of the bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  /** Closes the port (open connections are cut); the objects stay. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Cuts the connection of the next `count` requests with this method once they are done, before the answer (a store dying mid-request). */
  dropNext(method: string, count: number): void;
  /** Stops and removes the objects' folder. */
  close(): Promise<void>;
}

const S3_TEST_ACCESS_KEY = 'S3RVER';

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'inpro-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const drops = new Map<string, number>();
  const start = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name, configs: [] })),
    });
    ({ port } = (await s3.run()) as AddressInfo);
    (s3 as unknown as { httpServer: Server }).httpServer.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const left = drops.get(req.method ?? '') ?? 0;
      if (left > 0) {
        drops.set(req.method ?? '', left - 1);
        // The store does the work (a PUT's object is written), then the connection dies before the
        // answer: the client cannot tell whether it was stored, and nothing races its clean-up.
        res.writeHead = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.writeHead;
      }
    });
    server = s3;
  };
  const stop = async () => {
    const s3 = server;
    server = null;
    if (!s3) return;
    const http = (s3 as unknown as { httpServer: Server }).httpServer;
    const closed = s3.close();
    http.closeAllConnections();
    await closed;
  };
  await start();
  const url = `http://127.0.0.1:${port}`;
  const settings = (bucket: string, prefix = ''): S3Settings => ({
    bucket,
    endpoint: url,
    region: 'us-east-1',
    accessKeyId: S3_TEST_ACCESS_KEY,
    secretAccessKey: S3_TEST_ACCESS_KEY,
    prefix,
  });
  return {
    url,
    settings,
    async keys(bucket) {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: url,
        forcePathStyle: true,
        credentials: { accessKeyId: S3_TEST_ACCESS_KEY, secretAccessKey: S3_TEST_ACCESS_KEY },
      });
      try {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
          keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
          token = page.NextContinuationToken;
        } while (token);
        return keys.sort();
      } finally {
        client.destroy();
      }
    },
    stop,
    start,
    dropNext(method, count) {
      drops.set(method, count);
    },
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
