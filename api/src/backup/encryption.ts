import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { BackupError } from './manifest';

/**
 * Encryption at rest of a backup (BACKUP_KEY) in the age format (age-encryption.org/v1, with the
 * age-encryption package), so the standard `age` tool can decrypt it too (see docs/operations.md,
 * "Encrypted backups"):
 *
 * - each backup has its own age X25519 identity; every file is encrypted to it (`<path>.enc`);
 * - the key file (KEY_FILE) holds that identity and the SHA-256 of every file's plain content,
 *   encrypted with BACKUP_KEY as an age passphrase (scrypt). It is an age identity file (the
 *   checksums are comment lines), which `age -d -i` opens asking for the passphrase;
 * - scrypt runs once per backup, not once per file: it takes seconds and 256 MiB each time.
 *
 * age authenticates each file (a changed, truncated or extended file does not decrypt); the
 * checksums, sealed under the passphrase, bind each content to its path: a file swapped for
 * another, or one added or taken out, is refused.
 */

/** scrypt work factor (log2 N) of the key file: age's default (age-encryption refuses to open more than 20). */
const SCRYPT_WORK_FACTOR = 18;

/** age-encryption is loaded by the first backup or restore that needs it, not with the server. */
const age = () => import('age-encryption');

export const TAMPERED = 'was changed or damaged after the backup (it does not decrypt): restore refused';

const CHECKSUM_LINE = /^# sha256 ([0-9a-f]{64}) (".*")$/;

/** The age identity of a new backup (the files' key) and its recipient (what files are encrypted to). */
export interface BackupKey {
  identity: string;
  recipient: string;
}

/** An opened key file: the identity and each file's path (in the backup, without `.enc`) → SHA-256 of its plain content. */
export interface OpenedBackupKey {
  identity: string;
  checksums: Map<string, string>;
}

export async function newBackupKey(): Promise<BackupKey> {
  const { generateX25519Identity, identityToRecipient } = await age();
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** Passes a web stream through unchanged, feeding every chunk to `hash` on the way. */
function hashing(hash: ReturnType<typeof createHash>): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      hash.update(chunk);
      controller.enqueue(chunk);
    },
  });
}

const webStream = (file: string) => Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
const nodeStream = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

/** Encrypts `source` into `target` (age, to the backup's recipient), streaming; answers the SHA-256 of the plain content. */
export async function encryptFile(key: BackupKey, source: string, target: string): Promise<string> {
  const encrypter = new (await age()).Encrypter();
  encrypter.addRecipient(key.recipient);
  const hash = createHash('sha256');
  const sealed = await encrypter.encrypt(webStream(source).pipeThrough(hashing(hash)));
  await pipeline(nodeStream(sealed), createWriteStream(target, { mode: 0o600 }));
  return hash.digest('hex');
}

/**
 * The key file of a backup: its identity and the checksums of its files (path → SHA-256 of the
 * plain content), encrypted with the passphrase BACKUP_KEY.
 */
export async function sealBackupKey(
  passphrase: string,
  key: BackupKey,
  checksums: Map<string, string>,
  workFactor = SCRYPT_WORK_FACTOR,
): Promise<Uint8Array> {
  const lines = [
    '# INPRO backup key: the age identity its files are encrypted to, and the SHA-256 of each file.',
    ...[...checksums].map(([rel, sha]) => `# sha256 ${sha} ${JSON.stringify(rel)}`),
    key.identity,
    '',
  ];
  const encrypter = new (await age()).Encrypter();
  encrypter.setPassphrase(passphrase);
  encrypter.setScryptWorkFactor(workFactor);
  return encrypter.encrypt(lines.join('\n'));
}

/** Opens a key file with BACKUP_KEY; refuses a missing or wrong passphrase and a damaged file. */
export async function openBackupKey(passphrase: string | null, keyFile: string, name: string): Promise<OpenedBackupKey> {
  if (!passphrase) throw new BackupError('This backup is encrypted: set BACKUP_KEY to the key it was made with.');
  const decrypter = new (await age()).Decrypter();
  decrypter.addPassphrase(passphrase);
  let text: string;
  try {
    text = await decrypter.decrypt(await readFile(keyFile), 'text');
  } catch (err) {
    // age cannot tell a wrong passphrase from a changed stanza; the manifest's checksum of the file was checked before.
    if (/no identity matched/.test((err as Error).message)) throw new BackupError('BACKUP_KEY is not the key this backup was made with.');
    throw new BackupError(`${name} ${TAMPERED}.`);
  }
  const checksums = new Map<string, string>();
  let identity: string | null = null;
  for (const line of text.split('\n')) {
    const checksum = CHECKSUM_LINE.exec(line);
    if (checksum) checksums.set(JSON.parse(checksum[2]) as string, checksum[1]);
    else if (line.startsWith('AGE-SECRET-KEY-1')) identity = line;
  }
  if (!identity) throw new BackupError(`${name} ${TAMPERED}.`);
  return { identity, checksums };
}

/**
 * Decrypts the file `rel` of a backup from `source` into `target`, streaming; refuses (naming it) a
 * file that does not decrypt, or whose content is not the one the key file lists for that path.
 */
export async function decryptFile(key: OpenedBackupKey, rel: string, source: string, target: string): Promise<void> {
  const fail = () => new BackupError(`${rel} ${TAMPERED}.`);
  const expected = key.checksums.get(rel);
  if (!expected) throw fail();
  const decrypter = new (await age()).Decrypter();
  decrypter.addIdentity(key.identity);
  const hash = createHash('sha256');
  try {
    const plain = await decrypter.decrypt(webStream(source));
    await pipeline(nodeStream(plain.pipeThrough(hashing(hash))), createWriteStream(target, { mode: 0o600 }));
  } catch (err) {
    // The system's own failures (disk full…) are told as they are; anything else is the file's content.
    if (err instanceof Error && 'syscall' in err) throw err;
    throw fail();
  }
  if (hash.digest('hex') !== expected) throw fail();
}
