import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { S3Storage, type S3Settings } from '../storage';
import { mkdirPrivate } from './files';
import { BackupError, MANIFEST_FILE, manifestSchema } from './manifest';

/** Where the object store keeps backups: `backups/<name>/…` under the configured prefix. */
const REMOTE_FOLDER = 'backups';
/** `s3:<backup name>` names a backup in the object store instead of a local folder. */
export const REMOTE_SCHEME = 's3:';

const BACKUP_NAME = /^inpro-[0-9TZ-]+$/;

/**
 * Copies a finished backup folder to the object store, its manifest last: a backup whose manifest
 * can be read there is complete.
 */
export async function uploadBackup(s3: S3Settings, dir: string, contents: string[]): Promise<string> {
  const name = path.basename(dir);
  const storage = new S3Storage(s3);
  try {
    for (const rel of [...contents, MANIFEST_FILE]) {
      await storage.put(`${REMOTE_FOLDER}/${name}/${rel}`, createReadStream(path.join(dir, ...rel.split('/'))));
    }
  } finally {
    storage.close();
  }
  return `${REMOTE_SCHEME}${name}`;
}

/** Brings `s3:<name>` from the object store into `target` (a private folder); refuses what is not a backup. */
export async function downloadBackup(s3: S3Settings | null, ref: string, target: string): Promise<void> {
  const name = ref.slice(REMOTE_SCHEME.length);
  if (!s3) throw new BackupError(`${ref} names a backup in the object store, but S3_BUCKET is not set.`);
  if (!BACKUP_NAME.test(name)) throw new BackupError(`${ref} is not a backup name (s3:inpro-<date>).`);
  const storage = new S3Storage(s3);
  try {
    const fetchTo = async (rel: string) => {
      const file = path.join(target, ...rel.split('/'));
      await mkdirPrivate(path.dirname(file));
      await pipeline(await storage.get(`${REMOTE_FOLDER}/${name}/${rel}`), createWriteStream(file, { mode: 0o600 }));
    };
    if (!(await storage.exists(`${REMOTE_FOLDER}/${name}/${MANIFEST_FILE}`))) {
      throw new BackupError(`There is no backup ${name} in the object store.`);
    }
    await fetchTo(MANIFEST_FILE);
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(target, MANIFEST_FILE), 'utf8')));
    if (!parsed.success || !parsed.data.contents)
      throw new BackupError(`${ref} has no manifest this version can read from the object store.`);
    for (const entry of parsed.data.contents) {
      if (entry.path.split('/').some((p) => p === '..' || p === '' || p === '.')) throw new BackupError(`${ref} lists an unsafe path.`);
      await fetchTo(entry.path);
    }
  } finally {
    storage.close();
  }
}
