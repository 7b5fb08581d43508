import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir` (relative paths with '/', sorted); none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      // Half-written uploads (LocalStorage writes <key>.<uuid>.tmp, then renames) are not files yet.
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Makes a backup's folder tree private whatever the umask was: folders 0700, files 0600 (they hold
 * password hashes, e-mails, DNIs and phones).
 */
export async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}

/** `dir` and its missing parents, the new ones 0700 whatever the umask. */
export async function mkdirPrivate(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!first) return;
  // Every folder from the first one created down to `dir`.
  for (let d = dir; ; d = path.dirname(d)) {
    await chmod(d, 0o700);
    if (d === first || d === path.dirname(d)) break;
  }
}
