/**
 * `npm run restore <backup folder>`: brings a backup of `npm run backup` back into the configured,
 * empty installation (DATABASE_URL or the embedded database in DATA_DIR, and STORAGE_DIR), then
 * checks every table's row count against the backup. Exit code 0 = done, 1 = refused or failed,
 * 2 = usage error.
 */
import { BackupError } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';

async function main(): Promise<void> {
  const [dir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!dir) {
    console.error('Usage: npm run restore <backup folder>');
    process.exit(2);
  }
  const config = loadConfig();
  const { manifest, tables, files } = await restoreBackup(config, dir);
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  console.log(`Restored ${dir} (taken ${manifest.createdAt}) into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir}`);
  console.log(
    `  ${Object.keys(tables).length} tables, ${rows} rows (every count equals the backup's); ${files} files into ${config.storageDir}`,
  );
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof Error ? err.message : err);
  process.exit(1);
});
