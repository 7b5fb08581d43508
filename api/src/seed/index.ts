import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db';
import type { Storage } from '../storage';
import { seedDemo } from './demo';

/** Creates the demo data when the database has no users yet. Returns true when it seeded. */
export async function seedDemoIfEmpty(db: Db, storage: Storage, log?: FastifyBaseLogger): Promise<boolean> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (n > 0) return false;
  // One transaction: a failed seed leaves an empty database that the next start seeds again.
  await db.transaction(async (tx) => seedDemo(tx, storage, log));
  return true;
}

/**
 * Start-up: the demo data on an empty database (embedded or PostgreSQL) when the config asks for it.
 * A seed is a catalogue write: the public cache and the catalogue index built before it are retired.
 */
export async function seedOnStart(app: FastifyInstance): Promise<boolean> {
  if (!app.config.seedDemoOnEmpty) return false;
  const seeded = await seedDemoIfEmpty(app.db, app.storage, app.log);
  if (seeded) app.publicCache.clear();
  return seeded;
}
