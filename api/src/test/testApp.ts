/**
 * Test helper: every test file gets an app on a fresh database — PGlite always (the test worker's
 * instance put back to the migrated template, see workerPglite.ts), and also a real PostgreSQL database (a copy of
 * a migrated template database, created for the file and dropped afterwards) when TEST_DATABASE_URL is set.
 *
 *   describeEachDb('courses', (t) => {
 *     it('lists', async () => {
 *       const admin = await t.user('ADMIN');
 *       const res = await t.app.inject({ method: 'GET', url: '/api/admin/courses', headers: admin.auth });
 *     });
 *   });
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Role } from '@inpro/shared-contracts';
import { buildApp } from '../app';
import { hashPassword, setPasswordHashCost } from '../auth/passwords';
import { signAccessToken } from '../auth/tokens';
import type { AppConfig } from '../config';
import { fromPglite, openPostgres, type Database, type Db } from '../db';
import { pgliteFromTemplate } from './pgliteTemplate';
import { takeWorkerPglite } from './sharedPglite';
import { adminUrl, createMigratedDatabase, databaseUrl } from './postgresTemplate';
import { users, type UserRow } from '../db/schema';
import { LocalStorage } from '../storage';

// Cheap hashes in tests (verification reads the cost from the hash itself).
setPasswordHashCost({ memorySize: 256, iterations: 1 });

export const TEST_PASSWORD = 'Clave-Segura-1';
export const TEST_JWT_SECRET = 'test-secret-for-inpro-api-tests-only-0123456789';

export type DbKind = 'pglite' | 'postgres';

export const TEST_JOBS: AppConfig['jobs'] = {
  schedules: false,
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireSeconds: 60,
  pollSeconds: 1,
  maintenanceSeconds: 60,
  cronCheckSeconds: 30,
  remindersCron: '5 * * * *',
};

export interface TestUser {
  user: UserRow;
  token: string;
  /** `{ authorization: 'Bearer …' }` */
  auth: { authorization: string };
}

export class TestDb {
  app!: FastifyInstance;
  database!: Database;
  storageDir!: string;
  private dbName: string | null = null;
  private dbUrl: string | null = null;
  private readonly siblings: Array<{ app: FastifyInstance; database: Database }> = [];
  private seq = 0;

  constructor(
    public readonly kind: DbKind,
    private readonly overrides: Partial<AppConfig> = {},
  ) {}

  get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    if (this.kind === 'pglite') {
      this.database = fromPglite((await takeWorkerPglite()) ?? (await pgliteFromTemplate()));
    } else {
      const base = process.env.TEST_DATABASE_URL as string;
      this.dbName = `inpro_t_${process.pid}_${randomBytes(4).toString('hex')}`;
      await createMigratedDatabase(base, this.dbName);
      this.dbUrl = databaseUrl(base, this.dbName);
      this.database = openPostgres(this.dbUrl, 4);
    }
    this.storageDir = mkdtempSync(path.join(tmpdir(), 'inpro-test-files-'));
    this.app = await this.buildOn(this.database, this.overrides);
  }

  private async buildOn(database: Database, overrides: Partial<AppConfig>): Promise<FastifyInstance> {
    const app = await buildApp({
      database,
      ownsDatabase: false,
      // A configured S3 bucket is used as it would be in production; else a temporary folder.
      ...(overrides.s3 ? {} : { storage: new LocalStorage(this.storageDir) }),
      logger: false,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        databaseUrl: null,
        storageDir: this.storageDir,
        dataDir: this.storageDir,
        rateLimit: { authMaxPerIp: 1000, authMaxPerAccount: 1000, authFailuresPerIp: 1000, authWindowMs: 60_000 },
        // No load shedding in tests (one worker process runs many files; PGlite blocks the event loop)
        // unless a test turns it on; a deep hashing queue for tests that sign in many at once.
        overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, passwordHashConcurrency: null, passwordHashQueue: 1000 },
        // No scheduled jobs unless a test asks (they would run at any moment of another test); quick retries.
        jobs: TEST_JOBS,
        ...overrides,
      },
    });
    await app.ready();
    return app;
  }

  /**
   * Another API instance on the same PostgreSQL database, as a second process would be: its own
   * connection pool, memory and shared-state connections (`overrides` on top of this one's).
   */
  async sibling(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
    if (!this.dbUrl) throw new Error('sibling() needs the PostgreSQL test database');
    const database = openPostgres(this.dbUrl, 4);
    const app = await this.buildOn(database, { ...this.overrides, ...overrides });
    this.siblings.push({ app, database });
    return app;
  }

  async stop(): Promise<void> {
    for (const s of this.siblings.splice(0)) {
      await s.app.close();
      await s.database.close();
    }
    if (this.app) await this.app.close();
    if (this.database) await this.database.close();
    if (this.storageDir) rmSync(this.storageDir, { recursive: true, force: true });
    if (this.dbName) {
      const admin = new Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL as string) });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    }
  }

  /** A unique e-mail for this file. */
  email(prefix = 'user'): string {
    this.seq += 1;
    return `${prefix}${this.seq}.${randomBytes(3).toString('hex')}@test.pe`;
  }

  /** Inserts a user with `role` (password TEST_PASSWORD) and signs a token for it. */
  async user(role: Role = 'ESTUDIANTE', fields: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
    const [user] = await this.db
      .insert(users)
      .values({
        email: this.email(role.toLowerCase()),
        fullName: `Usuario ${role} ${this.seq}`,
        role,
        passwordHash: await hashPassword(TEST_PASSWORD),
        ...fields,
      })
      .returning();
    const token = signAccessToken(this.app, user);
    return { user, token, auth: { authorization: `Bearer ${token}` } };
  }

  /** A token signed with the right secret that is already expired. */
  expiredToken(user: UserRow): string {
    return this.app.jwt.sign({ sub: String(user.id), username: user.email, email: user.email, roles: [user.role] }, {
      expiresIn: -10,
    } as never);
  }

  inject(opts: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject(opts);
  }
}

/** The databases the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database of the tests whose subject is not the database (permissions, validation, what a
 * screen reads): PostgreSQL, production's engine, when TEST_DATABASE_URL is set, else PGlite. Both
 * engines answer the same values (db/driverParity.api.test.ts), and the browser tests run the whole
 * site on PGlite.
 */
function oneDbKind(): DbKind {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

function describeOn(kinds: DbKind[], name: string, body: (t: TestDb) => void, overrides: Partial<AppConfig>): void {
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      const t = new TestDb(kind, overrides);
      // A fresh database and app take seconds; on a busy machine (other lanes, browsers) a minute or more.
      beforeAll(() => t.start(), 180_000);
      afterAll(() => t.stop(), 60_000);
      body(t);
    });
  }
}

/**
 * Runs `body` once per database kind, each on a fresh database with its own app: for tests whose
 * subject is the database's behaviour (transactions, locks and races, search, jobs, notifications,
 * migrations, aggregates), where the two engines could differ.
 */
export function describeEachDb(name: string, body: (t: TestDb) => void, overrides: Partial<AppConfig> = {}): void {
  describeOn(testDbKinds(), name, body, overrides);
}

/** Runs `body` on one fresh database with its own app (oneDbKind). */
export function describeOnDb(name: string, body: (t: TestDb) => void, overrides: Partial<AppConfig> = {}): void {
  describeOn([oneDbKind()], name, body, overrides);
}

/** A token signed with another secret (forged). */
export function forgedToken(sub = '1', roles = ['ADMIN']): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ sub, username: 'x', email: 'x@x.pe', roles, exp: Math.floor(Date.now() / 1000) + 3600 }),
  ).toString('base64url');
  const sig = randomBytes(32).toString('base64url');
  return `${header}.${payload}.${sig}`;
}
