import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptFile, encryptFile, newBackupKey, openBackupKey, sealBackupKey, type BackupKey } from './encryption';

const CHUNK = 64 * 1024;
const PASSPHRASE = 'una-clave-larga-de-respaldo';
// A quick scrypt for the tests; the default (age's 18) is checked on its own.
const QUICK = 10;

describe('backup encryption (age)', () => {
  let dir: string;
  let key: BackupKey;
  let n = 0;
  const file = (content: Buffer) => {
    const f = path.join(dir, `f${n++}`);
    writeFileSync(f, content);
    return f;
  };
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  /** Encrypts `plain` as the file `rel` of a backup: the sealed file and the opened key listing it. */
  const seal = async (plain: Buffer, rel = 'database.pgdump') => {
    const sealed = path.join(dir, `s${n++}`);
    const sha = await encryptFile(key, file(plain), sealed);
    return { sealed, opened: { identity: key.identity, checksums: new Map([[rel, sha]]) } };
  };
  const open = async (opened: Awaited<ReturnType<typeof seal>>['opened'], sealed: string, rel = 'database.pgdump') => {
    const out = path.join(dir, `o${n++}`);
    await decryptFile(opened, rel, sealed, out);
    return readFileSync(out);
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'inpro-age-'));
    key = await newBackupKey();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 17])('round-trips %i bytes as an age file', async (size) => {
    const plain = randomBytes(size);
    const { sealed, opened } = await seal(plain);
    expect(opened.checksums.get('database.pgdump')).toBe(sha256(plain));
    const bytes = readFileSync(sealed);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(key.recipient)).toBe(false);
    expect((await open(opened, sealed)).equals(plain)).toBe(true);
  });

  it('the same content encrypts differently each time (a file key per file)', async () => {
    const plain = Buffer.from('45678912 María Quispe');
    const a = await seal(plain);
    const b = await seal(plain);
    expect(readFileSync(a.sealed).equals(readFileSync(b.sealed))).toBe(false);
  });

  it('refuses a changed byte, a truncated or extended file, another backup’s key, a file swapped for another', async () => {
    const plain = randomBytes(2 * CHUNK + 5);
    const { sealed, opened } = await seal(plain);
    const bytes = readFileSync(sealed);
    const refused = /database.pgdump was changed or damaged/;
    const variant = (content: Buffer) => file(content);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - CHUNK] ^= 0x80;
    await expect(open(opened, variant(flipped))).rejects.toThrow(refused);
    // Cut after the first full chunk: that chunk is not marked last.
    const header = bytes.length - (2 * CHUNK + 5) - 3 * 16;
    await expect(open(opened, variant(bytes.subarray(0, header + CHUNK + 16)))).rejects.toThrow(refused);
    await expect(open(opened, variant(Buffer.concat([bytes, Buffer.from([0])])))).rejects.toThrow(refused);
    await expect(open(opened, variant(bytes.subarray(0, 10)))).rejects.toThrow(refused);
    await expect(open({ ...opened, identity: (await newBackupKey()).identity }, sealed)).rejects.toThrow(refused);
    // A file of the same backup in the place of another: it decrypts, but is not the content listed for that path.
    const other = await seal(Buffer.from('generated-secret'), 'jwt-secret');
    const both = { identity: key.identity, checksums: new Map([...opened.checksums, ...other.opened.checksums]) };
    await expect(open(both, other.sealed, 'database.pgdump')).rejects.toThrow(refused);
    await expect(open(both, sealed, 'jwt-secret')).rejects.toThrow(/jwt-secret was changed/);
    // A file the key does not list.
    await expect(open(opened, other.sealed, 'files/otro.pdf')).rejects.toThrow(/files\/otro.pdf was changed/);
    expect((await open(both, other.sealed, 'jwt-secret')).toString()).toBe('generated-secret');
  });

  it('the key file gives back the identity and the checksums with BACKUP_KEY only, and refuses a damaged one', async () => {
    const checksums = new Map([
      ['database.pgdump', sha256(Buffer.from('a'))],
      ['files/vouchers/2026/pago "Quispe" 1.pdf', sha256(Buffer.from('b'))],
    ]);
    const keyFile = file(Buffer.from(await sealBackupKey(PASSPHRASE, key, checksums, QUICK)));
    expect(readFileSync(keyFile).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(readFileSync(keyFile).includes('AGE-SECRET-KEY')).toBe(false);
    const opened = await openBackupKey(PASSPHRASE, keyFile, 'backup-key.enc');
    expect(opened.identity).toBe(key.identity);
    expect(opened.checksums).toEqual(checksums);
    await expect(openBackupKey('otra', keyFile, 'backup-key.enc')).rejects.toThrow('BACKUP_KEY is not the key');
    await expect(openBackupKey(null, keyFile, 'backup-key.enc')).rejects.toThrow('set BACKUP_KEY');
    const damaged = Buffer.from(readFileSync(keyFile));
    damaged[damaged.length - 20] ^= 0x01;
    await expect(openBackupKey(PASSPHRASE, file(damaged), 'backup-key.enc')).rejects.toThrow(/backup-key.enc was changed or damaged/);
  });

  it('derives the key file’s key with age’s default scrypt work factor', async () => {
    const sealed = Buffer.from(await sealBackupKey(PASSPHRASE, key, new Map()));
    expect(sealed.toString('latin1')).toMatch(/\n-> scrypt [A-Za-z0-9+/]+ 18\n/);
  });
});
