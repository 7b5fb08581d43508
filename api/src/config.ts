import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_SIGNALS_LOADS_PER_ADDRESS, FIELD_SIGNALS_PER_MINUTE, LOAD_TIMEOUT_MS, MERCADOPAGO_SDK_URL } from '@inpro/shared-contracts';
import type { S3Settings } from './storage/s3Storage';
import { CANARY_MIN_LOADS } from './domain/releases/canary/rule';
import { machineName } from './domain/releases/releaseState';

/** The repository root (api/src/config.ts or api/dist/config.js → two levels up). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RateLimitConfig {
  /** Attempts per window for login/register per IP address. */
  authMaxPerIp: number;
  /**
   * Failed sign-ins to one account from one address before each further attempt from that address
   * waits (2 s, doubling, at most 15 min). Other addresses, the owner's included, are not slowed.
   */
  authMaxPerAccount: number;
  /** Failed sign-ins per window from one address, over any accounts, before that address is blocked. */
  authFailuresPerIp: number;
  /** Window length in milliseconds. */
  authWindowMs: number;
  /**
   * Failed sign-ins per window from one network (/24, /64) after which its sign-ins from
   * unrecognised browsers hash in the limited line (a bounded share of the hashing threads). Default 5.
   */
  authFailuresPerNetwork?: number;
  /** Wrong passwords per window from one recognised browser (device cookie) before that cookie is locked out. Default 10. */
  authFailuresPerDevice?: number;
}

export interface OverloadConfig {
  /**
   * Mean event-loop delay (ms, over one sample interval) past which /api requests get 503 (env
   * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS; 0 = off): 500 on PostgreSQL, off on PGlite.
   */
  maxEventLoopDelayMs: number;
  /** V8 heap in use past which /api requests get 503 (env OVERLOAD_MAX_HEAP_MB; 0 = off). */
  maxHeapUsedBytes: number;
  /** Resident memory past which /api requests get 503 (env OVERLOAD_MAX_RSS_MB; 0 = off, the default: PGlite's memory counts there). */
  maxRssBytes: number;
  /** Password hashes at once in this process (env PASSWORD_HASH_CONCURRENCY; null = cores / API_WORKERS). */
  passwordHashConcurrency: number | null;
  /** Password hashes waiting for a slot before new ones get 503 (env PASSWORD_HASH_QUEUE). */
  passwordHashQueue: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; when empty the embedded PGlite in `pgliteDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  pgliteDir: string;
  storageDir: string;
  /** S3-compatible object storage of uploaded files (env S3_BUCKET, S3_ENDPOINT, …); null = `storageDir`. */
  s3: S3Settings | null;
  artifactsDir: string;
  /**
   * Where the release state (pointers, history, versions, deploy lock) lives: `database` shares it
   * through PostgreSQL with every machine and the CLI, `folder` keeps it in `artifactsDir` (one
   * machine). Env RELEASE_STATE; default `database` with DATABASE_URL, else `folder`.
   */
  releaseState: 'database' | 'folder';
  /** This machine's name in the release history (env MACHINE_NAME, default the host name). */
  machineName: string;
  /** A CDN in front of the bucket's remotes/ (env REMOTES_BASE_URL): remotes.json then points at absolute URLs. */
  remotesBaseUrl: string | null;
  /** The built shell (index.html and its assets), served at the site root. */
  shellDir: string;
  /** Time-out of remote entries and chunks handed to the shell (ms). */
  remoteLoadTimeoutMs: number;
  jwtSecret: string;
  /** Key of the secrets in the settings table (env SETTINGS_KEY); null = derived from jwtSecret. */
  settingsKey: string | null;
  /** Mail that no SMTP server takes (none configured) is also appended to <dir>/outbox.jsonl (env SMTP_SINK_DIR). */
  smtpSinkDir: string | null;
  accessTokenTtl: string;
  refreshTokenDays: number;
  uploadMaxBytes: number;
  /** Largest gzipped build a team's pipeline may publish (env PUBLISH_MAX_BYTES, default 50 MiB). */
  publishMaxBytes: number;
  /** Budget of a published remote's entry and first chunks, gzipped (env PUBLISH_BUDGET_KB, default 40: docs/operations.md). */
  publishBudgetBytes: number;
  contactEmail: string;
  contactPhone: string;
  /** The site's public origin (env PUBLIC_URL, e.g. https://inpro.edu.pe) for canonical URLs and the sitemap; null = the request's. */
  publicUrl: string | null;
  rateLimit: RateLimitConfig;
  /** Saturation limits: past them the API answers 503 + Retry-After at once (plugins/overload.ts). */
  overload: OverloadConfig;
  /**
   * Demo data on the first start of an empty database: SEED_DEMO=1 on any database (`npm start`
   * sets it, so an empty PostgreSQL gets the demo too), SEED_DEMO=0 never, unset only the embedded one.
   */
  seedDemoOnEmpty: boolean;
  /** Refresh cookies get the Secure flag (SECURE_COOKIES=1, or NODE_ENV=production unless SECURE_COOKIES=0; HTTPS requests always). */
  secureCookies: boolean;
  /** Base URL of MercadoPago's API (env MERCADOPAGO_API_URL; tests point it at a local fake). */
  mercadoPagoApiUrl: string;
  /** MercadoPago.js, the tokenising card form the checkout loads with the MercadoPago gateway (env MERCADOPAGO_SDK_URL). */
  mercadoPagoSdkUrl: string;
  /** Google's OpenID issuer (env SSO_GOOGLE_ISSUER; tests point it at a local fake); discovery at <issuer>/.well-known/openid-configuration. */
  ssoGoogleIssuer: string;
  /** Microsoft's identity platform (env SSO_MICROSOFT_AUTHORITY); discovery at <authority>/<tenant>/v2.0/.well-known/openid-configuration. */
  ssoMicrosoftAuthority: string;
  /** Redis (env REDIS_URL) for what several API processes share; null = one process, in memory. */
  redisUrl: string | null;
  /** Prefix of this site's Redis keys and channel (env REDIS_PREFIX). */
  redisPrefix: string;
  /**
   * After SIGTERM, how long the process keeps serving while /api/ready says `stopping` (env
   * SHUTDOWN_DRAIN_MS), so a load balancer takes it out before it stops listening.
   */
  shutdownDrainMs: number;
  /**
   * How long a process reuses what `authenticate` read about a token's user and session (env
   * AUTH_CACHE_MS, 0 = off, at most 5000): a change made by another process or directly in the
   * database (a sign-out, a deactivation) is seen within this time; one made by this process at once.
   */
  authCacheMs: number;
  /** Bearer token of GET /api/metrics (env METRICS_TOKEN); null = that route is not mounted. */
  metricsToken: string | null;
  /** A separate port serving only /metrics, without token (env METRICS_PORT, e.g. for a private network); null = none. */
  metricsPort: number | null;
  /** Address of that port (env METRICS_HOST, default 127.0.0.1: reachable from this machine only). */
  metricsHost: string;
  /** Field-signal beacons (POST /api/signals) per address per minute (env SIGNALS_PER_MINUTE). */
  signalsPerMinute: number;
  /** Page loads whose field signals count, per address per hour (env SIGNALS_LOADS_PER_ADDRESS; more are not counted). */
  signalLoadsPerAddress: number;
  /** Page loads a canary needs before it can be aborted on its error rate (env CANARY_MIN_LOADS; tests lower it). */
  canaryMinLoads: number;
  /**
   * How often each process reads the maintenance switch a restore turns on (env MAINTENANCE_CHECK_MS);
   * a restore waits twice this before it replaces the database.
   */
  maintenanceCheckMs: number;
  /** The job queue (pg-boss, api/src/jobs): retries, take-over and schedules. */
  jobs: JobsConfig;
  logLevel: string;
}

export interface JobsConfig {
  /** Run the scheduled jobs (reminders, class notices, canary check) from this process (env JOBS_SCHEDULES=0 turns off). */
  schedules: boolean;
  /** Attempts after the first of a failed job (env JOBS_RETRY_LIMIT). */
  retryLimit: number;
  /** Wait before the first retry, doubled each time (env JOBS_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** A job active longer than this is taken over by another worker (env JOBS_EXPIRE_SECONDS). */
  expireSeconds: number;
  /** How often an idle worker looks for jobs enqueued by other processes (env JOBS_POLL_SECONDS). */
  pollSeconds: number;
  /** How often expired jobs are looked for, and old ones archived (env JOBS_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
  /** How often the schedules are read (1-45; env JOBS_CRON_CHECK_SECONDS). */
  cronCheckSeconds: number;
  /** When installment reminders are looked for (cron, UTC; env JOBS_REMINDERS_CRON, default hourly at minute 5). */
  remindersCron: string;
}

function int(value: string | undefined, def: number): number {
  if (value === undefined || value.trim() === '') return def;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Invalid numeric setting: ${value}`);
  return Math.floor(n);
}

/** An http(s) URL without a trailing slash, else the default. */
function httpUrl(value: string | undefined, def: string): string {
  return value && /^https?:\/\/[^\s]+$/.test(value.trim()) ? value.trim().replace(/\/+$/, '') : def;
}

/** JWT_SECRET, else a secret generated once and kept in `<dataDir>/jwt-secret`. */
function resolveSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET && env.JWT_SECRET.trim()) return env.JWT_SECRET.trim();
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX), else null. */
/**
 * The size budget of a remote's first load (gzipped entry + first chunks of ./spa): about twice the
 * largest remote's today (docs/operations.md), so a remote can grow but not bundle a shared singleton
 * of its own (react-dom alone is over 40 KB gzipped).
 * @public scripts/measure-first-load.mjs requires it from the build.
 */
export const DEFAULT_PUBLISH_BUDGET_KB = 40;

export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT ? httpUrl(env.S3_ENDPOINT, '') || null : null,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
  };
}

/** What every API machine must share when there are several (INPRO_MACHINES > 1): one machine's own copy splits the site. */
const SHARED_BY_MACHINES = ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'JWT_SECRET', 'SETTINGS_KEY'] as const;

/**
 * With INPRO_MACHINES above 1 the server refuses to start unless everything the machines must agree
 * on is shared: otherwise each machine would generate its own token secret, keep its own files and
 * counters, and half-work (a token signed by one refused by another, a file uploaded to one missing
 * on the other). The message names what is missing, in Spanish and English.
 */
function assertSharedAcrossMachines(env: NodeJS.ProcessEnv): void {
  const raw = env.INPRO_MACHINES?.trim();
  if (!raw) return;
  const machines = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(machines) || machines < 1) {
    throw new Error(
      `INPRO_MACHINES debe ser un número entero de máquinas (1, 2, …), no «${raw}». / INPRO_MACHINES must be a whole number of machines.`,
    );
  }
  if (machines === 1) return;
  const missing = SHARED_BY_MACHINES.filter((name) => {
    const value = env[name]?.trim();
    if (!value) return true;
    return name === 'REDIS_URL' && !/^rediss?:\/\/\S+$/.test(value);
  });
  if (missing.length) {
    throw new Error(
      `Con varias máquinas (INPRO_MACHINES=${machines}) todas deben compartir ${missing.join(', ')}: falta${missing.length > 1 ? 'n' : ''} en esta. ` +
        `/ With several machines (INPRO_MACHINES=${machines}) every machine must share ${missing.join(', ')}: missing here. See docs/operations.md, "Several machines".`,
    );
  }
}

/** RELEASE_STATE (database | folder), else `database` when the API runs on PostgreSQL. */
export function releaseStateOf(env: NodeJS.ProcessEnv): 'database' | 'folder' {
  const asked = env.RELEASE_STATE?.trim();
  if (asked === 'database' || asked === 'folder') return asked;
  if (asked) throw new Error(`RELEASE_STATE debe ser «database» o «folder», no «${asked}». / RELEASE_STATE must be database or folder.`);
  return env.DATABASE_URL?.trim() ? 'database' : 'folder';
}

/** Reads the configuration from the environment (every setting has a default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  assertSharedAcrossMachines(env);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const config: AppConfig = {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.trim() ? env.DATABASE_URL.trim() : null,
    dataDir,
    pgliteDir: path.resolve(env.PGLITE_DIR || path.join(dataDir, 'pglite')),
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'files')),
    s3: s3Settings(env),
    artifactsDir: path.resolve(env.ARTIFACTS_DIR || path.join(REPO_ROOT, '.artifacts')),
    releaseState: releaseStateOf(env),
    machineName: machineName(env),
    remotesBaseUrl: httpUrl(env.REMOTES_BASE_URL, '').replace(/\/+$/, '') || null,
    shellDir: path.resolve(env.SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist')),
    remoteLoadTimeoutMs: int(env.REMOTE_LOAD_TIMEOUT_MS, LOAD_TIMEOUT_MS),
    jwtSecret: overrides.jwtSecret ?? resolveSecret(env, dataDir),
    settingsKey: env.SETTINGS_KEY && env.SETTINGS_KEY.trim() ? env.SETTINGS_KEY.trim() : null,
    smtpSinkDir: env.SMTP_SINK_DIR && env.SMTP_SINK_DIR.trim() ? path.resolve(env.SMTP_SINK_DIR.trim()) : null,
    accessTokenTtl: env.ACCESS_TOKEN_TTL || '15m',
    refreshTokenDays: int(env.REFRESH_TOKEN_DAYS, 14),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 20 * 1024 * 1024),
    publishMaxBytes: int(env.PUBLISH_MAX_BYTES, 50 * 1024 * 1024),
    publishBudgetBytes: int(env.PUBLISH_BUDGET_KB, DEFAULT_PUBLISH_BUDGET_KB) * 1024,
    contactEmail: env.CONTACT_EMAIL || 'informes@inpro.edu.pe',
    contactPhone: env.CONTACT_PHONE || '+51 1 700 4500',
    publicUrl: env.PUBLIC_URL && /^https?:\/\/[^\s/]+/.test(env.PUBLIC_URL.trim()) ? env.PUBLIC_URL.trim().replace(/\/+$/, '') : null,
    rateLimit: {
      authMaxPerIp: int(env.RATE_LIMIT_AUTH_PER_IP, 300),
      authMaxPerAccount: int(env.RATE_LIMIT_AUTH_PER_ACCOUNT, 3),
      authFailuresPerIp: int(env.RATE_LIMIT_AUTH_FAILURES_PER_IP, 30),
      authWindowMs: int(env.RATE_LIMIT_AUTH_WINDOW_MS, 15 * 60 * 1000),
      authFailuresPerNetwork: int(env.RATE_LIMIT_AUTH_FAILURES_PER_NETWORK, 5),
      authFailuresPerDevice: int(env.RATE_LIMIT_AUTH_FAILURES_PER_DEVICE, 10),
    },
    overload: {
      // The embedded PGlite runs every query on the event loop: there the delay measures the
      // database itself, so the check is off unless asked for.
      maxEventLoopDelayMs: int(env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, env.DATABASE_URL && env.DATABASE_URL.trim() ? 500 : 0),
      maxHeapUsedBytes: int(env.OVERLOAD_MAX_HEAP_MB, 768) * 1024 * 1024,
      maxRssBytes: int(env.OVERLOAD_MAX_RSS_MB, 0) * 1024 * 1024,
      passwordHashConcurrency: int(env.PASSWORD_HASH_CONCURRENCY, 0) || null,
      passwordHashQueue: int(env.PASSWORD_HASH_QUEUE, 32),
    },
    seedDemoOnEmpty: env.SEED_DEMO === '1' || (env.SEED_DEMO !== '0' && !(env.DATABASE_URL && env.DATABASE_URL.trim())),
    // Secure cookies in production unless SECURE_COOKIES=0 (and always for HTTPS requests).
    mercadoPagoApiUrl:
      env.MERCADOPAGO_API_URL && /^https?:\/\//.test(env.MERCADOPAGO_API_URL) ? env.MERCADOPAGO_API_URL : 'https://api.mercadopago.com',
    mercadoPagoSdkUrl: httpUrl(env.MERCADOPAGO_SDK_URL, MERCADOPAGO_SDK_URL),
    ssoGoogleIssuer: httpUrl(env.SSO_GOOGLE_ISSUER, 'https://accounts.google.com'),
    ssoMicrosoftAuthority: httpUrl(env.SSO_MICROSOFT_AUTHORITY, 'https://login.microsoftonline.com'),
    secureCookies: env.SECURE_COOKIES === '1' || (env.NODE_ENV === 'production' && env.SECURE_COOKIES !== '0'),
    redisUrl: env.REDIS_URL && /^rediss?:\/\/\S+$/.test(env.REDIS_URL.trim()) ? env.REDIS_URL.trim() : null,
    redisPrefix: env.REDIS_PREFIX && /^[\w:.-]{1,40}$/.test(env.REDIS_PREFIX) ? env.REDIS_PREFIX : 'inpro:',
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, 5000),
    authCacheMs: Math.min(int(env.AUTH_CACHE_MS, 2000), 5000),
    metricsToken: env.METRICS_TOKEN && env.METRICS_TOKEN.trim().length >= 16 ? env.METRICS_TOKEN.trim() : null,
    metricsPort: env.METRICS_PORT && env.METRICS_PORT.trim() ? int(env.METRICS_PORT, 0) || null : null,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    signalsPerMinute: int(env.SIGNALS_PER_MINUTE, FIELD_SIGNALS_PER_MINUTE) || FIELD_SIGNALS_PER_MINUTE,
    signalLoadsPerAddress: int(env.SIGNALS_LOADS_PER_ADDRESS, FIELD_SIGNALS_LOADS_PER_ADDRESS) || FIELD_SIGNALS_LOADS_PER_ADDRESS,
    canaryMinLoads: int(env.CANARY_MIN_LOADS, CANARY_MIN_LOADS) || CANARY_MIN_LOADS,
    maintenanceCheckMs: int(env.MAINTENANCE_CHECK_MS, 2000) || 2000,
    jobs: {
      schedules: env.JOBS_SCHEDULES !== '0',
      retryLimit: int(env.JOBS_RETRY_LIMIT, 8),
      retryDelaySeconds: int(env.JOBS_RETRY_DELAY_SECONDS, 30),
      expireSeconds: Math.max(1, int(env.JOBS_EXPIRE_SECONDS, 300)),
      pollSeconds: Math.max(0.5, Number(env.JOBS_POLL_SECONDS) || 2),
      maintenanceSeconds: Math.max(1, int(env.JOBS_MAINTENANCE_SECONDS, 60)),
      cronCheckSeconds: Math.min(45, Math.max(1, int(env.JOBS_CRON_CHECK_SECONDS, 30))),
      remindersCron: env.JOBS_REMINDERS_CRON?.trim() || '5 * * * *',
    },
    logLevel: env.LOG_LEVEL || 'info',
  };
  return { ...config, ...overrides };
}
