import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { Storage } from '../storage';
import { seedAccounts } from './accounts';

/** The demo data set: accounts, courses, enrolments, materials, certificates. */
export async function seedDemo(db: Db, storage: Storage, log?: FastifyBaseLogger): Promise<void> {
  const accounts = await seedAccounts(db);
  log?.info({ users: Object.keys(accounts).length, storage: !!storage }, 'demo accounts created');
}
