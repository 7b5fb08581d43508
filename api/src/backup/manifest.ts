import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const PG_DUMP_FILE = 'database.pgdump';
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
export const FILES_DIR = 'files';
export const SECRET_FILE = 'jwt-secret';

/** What a backup folder holds; the counts are those of the dump's own snapshot. */
export const manifestSchema = z.object({
  format: z.literal(1),
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
