import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
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
