import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'inpro-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has the documented defaults and derives folders from DATA_DIR', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: null,
      dataDir: dir,
      pgliteDir: path.join(dir, 'pglite'),
      storageDir: path.join(dir, 'files'),
      uploadMaxBytes: 20 * 1024 * 1024,
    });
    expect(c.artifactsDir.endsWith('.artifacts')).toBe(true);
  });

  it('keeps shared state in memory and files on disk unless Redis and S3 are configured', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ redisUrl: null, redisPrefix: 'inpro:', s3: null });
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'not a url', REDIS_PREFIX: 'bad prefix!' })).toMatchObject({
      redisUrl: null,
      redisPrefix: 'inpro:',
    });
    const c = loadConfig({
      DATA_DIR: dir,
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'sitio:',
      S3_BUCKET: 'inpro-archivos',
      S3_ENDPOINT: 'https://minio.inpro.pe/',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
      S3_PREFIX: '/files/',
    });
    expect(c.redisUrl).toBe('redis://cache:6379/2');
    expect(c.redisPrefix).toBe('sitio:');
    expect(c.s3).toEqual({
      bucket: 'inpro-archivos',
      endpoint: 'https://minio.inpro.pe',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      prefix: 'files',
    });
  });

  it('marks refresh cookies Secure in production unless told otherwise, and keeps access tokens short', () => {
    expect(loadConfig({ DATA_DIR: dir }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SECURE_COOKIES: '0' }).secureCookies).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: dir, SECURE_COOKIES: '1' }).secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).accessTokenTtl).toBe('15m');
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(40);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
  });

  it('reads overrides from the environment and rejects nonsense numbers', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PORT: '8123',
      DATABASE_URL: 'postgres://x@h/db',
      UPLOAD_MAX_BYTES: '1000',
      STORAGE_DIR: path.join(dir, 's'),
    });
    expect(c).toMatchObject({ port: 8123, databaseUrl: 'postgres://x@h/db', uploadMaxBytes: 1000, storageDir: path.join(dir, 's') });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/Invalid numeric setting/);
  });

  it('seeds an empty embedded database by default, an empty PostgreSQL one when SEED_DEMO=1 (npm start)', () => {
    const pg = 'postgres://x@h/db';
    expect(loadConfig({ DATA_DIR: dir }).seedDemoOnEmpty).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' }).seedDemoOnEmpty).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: pg }).seedDemoOnEmpty).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemoOnEmpty).toBe(true);
  });

  it('refuses to start several machines (INPRO_MACHINES > 1) without what they must share, naming it, and writes no secret', () => {
    const shared = {
      DATABASE_URL: 'postgres://db/inpro',
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'inpro',
      JWT_SECRET: 'x'.repeat(40),
      SETTINGS_KEY: 'y'.repeat(40),
    };
    expect(() => loadConfig({ DATA_DIR: dir, INPRO_MACHINES: '2' })).toThrow(
      'Con varias máquinas (INPRO_MACHINES=2) todas deben compartir DATABASE_URL, REDIS_URL, S3_BUCKET, JWT_SECRET, SETTINGS_KEY: faltan en esta.',
    );
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, INPRO_MACHINES: '3', ...shared, JWT_SECRET: ' ' })).toThrow(
      /compartir JWT_SECRET: falta en esta\. \/ With several machines/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, INPRO_MACHINES: '2', ...shared, REDIS_URL: 'cache:6379' })).toThrow(/compartir REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, INPRO_MACHINES: 'dos' })).toThrow('INPRO_MACHINES debe ser un número entero');
    expect(loadConfig({ DATA_DIR: dir, INPRO_MACHINES: '2', ...shared })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      jwtSecret: 'x'.repeat(40),
    });
    expect(loadConfig({ DATA_DIR: dir, INPRO_MACHINES: '1' }).databaseUrl).toBeNull();
  });
});
