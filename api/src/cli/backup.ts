/**
 * `npm run backup [-- --out <dir>]`: a dated backup of the configured installation (database dump,
 * uploaded files, generated JWT secret) in `<dir>` (default BACKUP_DIR, else <DATA_DIR>/backups),
 * private to the account that runs it, encrypted with BACKUP_KEY when set, and copied to the object
 * store when S3_BUCKET is set. Prints the folder; exit code 0 = done, 1 = refused or failed.
 */
import path from 'node:path';
import { createBackup } from '../backup/backup';
import { BackupError } from '../backup/manifest';
import { loadConfig } from '../config';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  if (at >= 0 && !args[at + 1]) throw new BackupError('--out needs a folder.');
  // A backup reads the installation's secret; it never generates one.
  const config = loadConfig(process.env, { jwtSecret: 'unused-by-backup' });
  const outDir = at >= 0 ? args[at + 1] : process.env.BACKUP_DIR?.trim() || path.join(config.dataDir, 'backups');
  const started = Date.now();
  const { dir, manifest, remote } = await createBackup(config, outDir, { backupKey: process.env.BACKUP_KEY?.trim() || null });
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${dir}`);
  console.log(
    `  database (${manifest.database.kind}): ${Object.keys(manifest.database.tables).length} tables, ${rows} rows; ` +
      (manifest.files ? `files: ${manifest.files.count} (${manifest.files.bytes} bytes)` : 'files: in S3, not copied') +
      `; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  ${manifest.encryption ? 'encrypted with BACKUP_KEY' : 'NOT encrypted (set BACKUP_KEY to encrypt)'}`);
  if (remote) console.log(`  copied to the object store: ${remote} (npm run restore -- ${remote})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
