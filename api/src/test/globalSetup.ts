import { Client } from 'pg';
import { ensureTemplate } from './pgliteTemplate';
import { adminUrl, ensurePostgresTemplate } from './postgresTemplate';

/** The tests' global setup: build the migrated templates once per run, before the workers start. */
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const admin = new Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    await ensurePostgresTemplate(admin, base);
  } finally {
    await admin.end();
  }
}
