/**
 * `npm run backup [-- --out <dir>]`: a dated backup of the configured installation (database dump,
 * uploaded files, generated JWT secret) in `<dir>` (default BACKUP_DIR, else <DATA_DIR>/backups).
 * Prints the folder; exit code 0 = done, 1 = refused or failed.
 */
import path from 'node:path';
import { createBackup } from '../backup/backup';
import { BackupError } from '../backup/manifest';
import { loadConfig } from '../config';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  if (at >= 0 && !args[at + 1]) throw new BackupError('--out needs a folder.');
  const config = loadConfig();
  const outDir = at >= 0 ? args[at + 1] : process.env.BACKUP_DIR?.trim() || path.join(config.dataDir, 'backups');
  const started = Date.now();
  const { dir, manifest } = await createBackup(config, outDir);
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${dir}`);
  console.log(
    `  database (${manifest.database.kind}): ${Object.keys(manifest.database.tables).length} tables, ${rows} rows; ` +
      (manifest.files ? `files: ${manifest.files.count} (${manifest.files.bytes} bytes)` : 'files: in S3, not copied') +
      `; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
