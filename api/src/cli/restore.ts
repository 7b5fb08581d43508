/**
 * `npm run restore -- <backup folder | s3:<name>> [--replace-existing [--yes-i-know]]`: brings a
 * backup of `npm run backup` (a local folder, or one copied to the object store) back into the
 * configured installation (DATABASE_URL or the embedded database in DATA_DIR, and STORAGE_DIR),
 * then checks every table's row count against the backup. An installation that holds data is
 * refused unless --replace-existing is given and confirmed (typed, or --yes-i-know); the site is in
 * maintenance meanwhile. BACKUP_KEY opens an encrypted backup. Exit code 0 = done, 1 = refused or
 * failed, 2 = usage error.
 */
import { createInterface } from 'node:readline/promises';
import { BackupError } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';

const CONFIRMATION = 'REEMPLAZAR';

/** The operator types the word, or passes --yes-i-know (scripts); without a terminal the flag is required. */
async function confirmReplace(args: string[], target: string): Promise<void> {
  if (args.includes('--yes-i-know')) return;
  if (!process.stdin.isTTY) throw new BackupError('--replace-existing needs --yes-i-know when there is no terminal to confirm on.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(
      `This replaces every record and file of ${target} with the backup (if it holds data). Type ${CONFIRMATION} to continue: `,
    );
    if (answer.trim() !== CONFIRMATION) throw new BackupError('Not confirmed: nothing was changed.');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [source] = args.filter((a) => !a.startsWith('--'));
  if (!source) {
    console.error('Usage: npm run restore -- <backup folder | s3:<name>> [--replace-existing [--yes-i-know]]');
    process.exit(2);
  }
  // The restore brings its own secret: none is generated in the target (a refused restore leaves nothing).
  const config = loadConfig(process.env, { jwtSecret: 'unused-by-restore' });
  const target = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.pgliteDir;
  const replaceExisting = args.includes('--replace-existing');
  if (replaceExisting) await confirmReplace(args, target);
  const { manifest, tables, files, replaced } = await restoreBackup(config, source, {
    backupKey: process.env.BACKUP_KEY?.trim() || null,
    replaceExisting,
    settleMs: 2 * config.maintenanceCheckMs,
  });
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  console.log(`Restored ${source} (taken ${manifest.createdAt}) into ${target}${replaced ? ', replacing what it held' : ''}`);
  console.log(
    `  ${Object.keys(tables).length} tables, ${rows} rows (every count equals the backup's); ${files} files into ${config.storageDir}`,
  );
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof Error ? err.message : err);
  process.exit(1);
});
