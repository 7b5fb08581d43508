/**
 * A local stand-in for S3-compatible object storage (path-style: /<bucket>/<key>), enough for
 * S3Storage: PUT, GET, HEAD and DELETE of objects, 404 NoSuchKey as S3 answers it. It records the
 * Authorization header of each request so tests can check that requests are signed (SigV4).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  objects: Map<string, Buffer>;
  authorizations: string[];
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const authorizations: string[] = [];
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1));
    authorizations.push(String(req.headers.authorization ?? ''));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const stored = objects.get(key);
      const missing = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD'
            ? undefined
            : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
        );
      };
      switch (req.method) {
        case 'PUT':
          objects.set(key, Buffer.concat(chunks));
          res.writeHead(200, { etag: '"fake"' });
          return res.end();
        case 'GET':
          if (!stored) return missing();
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length });
          return res.end(stored);
        case 'HEAD':
          if (!stored) return missing();
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length });
          return res.end();
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          res.writeHead(405);
          return res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
