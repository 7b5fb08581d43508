import type { FastifyBaseLogger } from 'fastify';
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
