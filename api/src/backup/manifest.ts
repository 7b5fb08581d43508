import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const PG_DUMP_FILE = 'database.pgdump';
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
export const FILES_DIR = 'files';
export const SECRET_FILE = 'jwt-secret';

/** The key file of an encrypted backup (backup/encryption.ts): age, opened with BACKUP_KEY. */
export const KEY_FILE = 'backup-key.enc';

/** How a backup's files are encrypted (backup/encryption.ts). */
const encryptionSchema = z.object({
  /** age (age-encryption.org/v1): every file to the backup's X25519 identity, kept in `keyFile` under BACKUP_KEY (scrypt). */
  format: z.literal('age'),
  keyFile: z.literal(KEY_FILE),
});

/** What a backup folder holds; the counts are those of the dump's own snapshot. */
export const manifestSchema = z.object({
  /** 1: plain files, no list of contents; 2: `contents` listed, optionally encrypted. */
  format: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.enum([PG_DUMP_FILE, PGLITE_DUMP_FILE]),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Uploaded files (local folder); null when they live in S3 (the bucket keeps them). */
  files: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }).nullable(),
  /** The generated JWT secret (it also derives the key of the settings' secrets). */
  jwtSecret: z.boolean(),
  /** How the files are encrypted (BACKUP_KEY); null or missing = plain. Encrypted files end in `.enc`. */
  encryption: encryptionSchema.nullable().optional(),
  /** Every stored file (as stored: encrypted when the backup is) with its size and SHA-256; checked before a restore writes anything. */
  contents: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })).optional(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal (bad backup, non-empty target…): the message says why; nothing was changed. */
export class BackupError extends Error {}

/** `inpro-2026-11-26T09-30-00Z`: sorts by date, safe in every file system. */
export function backupName(at: Date): string {
  return `inpro-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

/** The name under which a backup stores `rel` (its path in the backup folder). */
export function storedPath(manifest: Pick<BackupManifest, 'encryption'>, rel: string): string {
  return manifest.encryption ? `${rel}.enc` : rel;
}
