import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

/** A refused upload: the status and the Spanish message the API answers. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly messageEs: string,
  ) {
    super(messageEs);
    this.name = 'UploadRefused';
  }
}

const MAX_FILES = 5000;

/** «La compilación supera el límite de 50 MB.» */
export function tooLargeMessage(maxBytes: number): string {
  const mb = (maxBytes / (1024 * 1024)).toLocaleString('es-PE', { maximumFractionDigits: 1 });
  return `La compilación supera el límite de ${mb} MB.`;
}

/**
 * Unpacks a gzipped tar of a remote's build from `body` into a fresh temporary folder, counting
 * bytes as they arrive (the body is never held in memory): more than `maxBytes` stops at once.
 * Only plain files and folders are taken (no links), and tar keeps every path inside the folder.
 * Returns the build folder (the single top folder when the archive has one, e.g. `dist/`).
 */
export async function unpackBuild(body: Readable, maxBytes: number): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'inpro-publish-'));
  const cleanup = () => rm(root, { recursive: true, force: true });
  let received = 0;
  let files = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      if (received > maxBytes) {
        done(new UploadRefused(413, tooLargeMessage(maxBytes)));
        return;
      }
      done(null, chunk);
    },
  });
  const extract = tar.x({
    cwd: root,
    strict: true,
    filter: (_p, entry) => {
      const type = 'type' in entry ? entry.type : 'File';
      if (type !== 'File' && type !== 'Directory') return false;
      files += 1;
      return files <= MAX_FILES;
    },
  });
  try {
    await pipeline(body, counter, extract);
  } catch (err) {
    await cleanup();
    if (err instanceof UploadRefused) throw err;
    throw new UploadRefused(400, 'El archivo enviado no es un .tar.gz válido de la compilación.');
  }
  if (files > MAX_FILES) {
    await cleanup();
    throw new UploadRefused(413, `La compilación tiene más de ${MAX_FILES} archivos.`);
  }
  const top = await readdir(root, { withFileTypes: true });
  const dir = top.length === 1 && top[0].isDirectory() ? path.join(root, top[0].name) : root;
  return { dir, cleanup };
}
