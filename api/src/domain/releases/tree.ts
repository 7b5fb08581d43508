import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The build's own metadata file; its `builtAt` stamp is not part of the build's identity. */
export const META_FILE = 'inpro-meta.json';

/** Every regular file under `dir`, as sorted forward-slash relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(childRel);
      else if (entry.isFile()) out.push(childRel);
    }
  }
  await walk('');
  return out.sort();
}

function contentForHash(rel: string, data: Buffer): Buffer {
  if (rel !== META_FILE) return data;
  try {
    const meta = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    delete meta.builtAt;
    return Buffer.from(JSON.stringify(meta));
  } catch {
    return data;
  }
}

/** sha256 of each file (inpro-meta.json without its build time stamp). */
export async function hashTree(dir: string): Promise<Map<string, string>> {
  const files = await listFiles(dir);
  const result = new Map<string, string>();
  for (const rel of files) {
    const data = await fs.readFile(path.join(dir, rel));
    result.set(rel, createHash('sha256').update(contentForHash(rel, data)).digest('hex'));
  }
  return result;
}

/** One hash for the whole tree (names and contents). */
export function treeDigest(hashes: Map<string, string>): string {
  const h = createHash('sha256');
  for (const [rel, digest] of [...hashes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    h.update(rel).update('\0').update(digest).update('\n');
  }
  return h.digest('hex');
}

/** Names of the files that differ between two trees (added, removed or changed). */
export function diffTrees(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort();
}

export async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/** Writes a file atomically: a temp file in the same folder, then rename. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  await fs.writeFile(tmp, content);
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

export function tempName(prefix: string): string {
  return `.${prefix}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}
