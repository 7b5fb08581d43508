/**
 * `npm run seed [-- --demo]`: opens the configured database (DATABASE_URL, else the embedded PGlite),
 * applies the migrations and, with --demo, creates the demo data when there are no users yet.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { seedDemoIfEmpty } from '../seed';
import { storageFor } from '../storage';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
  try {
    console.log(`Database migrated: ${where}`);
    if (args.includes('--demo')) {
      const seeded = await seedDemoIfEmpty(database.db, storageFor(config));
      console.log(
        seeded ? 'Demo data created (password of every demo account: Inpro2026!).' : 'The database already has users: demo data not added.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
