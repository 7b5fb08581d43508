import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_GROUPS,
  SETTINGS_SECRETS,
  settingsSchemas,
  type SettingsGroup,
  type SettingsValues,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { settings } from '../../db/schema';
import { decryptSecret, encryptSecret, isEncryptedSecret, settingsKey } from './crypto';

/** How long a process trusts its cached copy (other processes' writes show within this time). */
const SETTINGS_CACHE_MS = 5000;

type Cached = { value: unknown; expires: number };
/** One cache per database (the app and its plugin scopes share it). */
const caches = new WeakMap<object, Map<SettingsGroup, Cached>>();

function cacheOf(app: FastifyInstance): Map<SettingsGroup, Cached> {
  let c = caches.get(app.database);
  if (!c) {
    c = new Map();
    caches.set(app.database, c);
  }
  return c;
}

/** Topic of the shared-state bus that tells the other API processes to forget their copies. */
export const SETTINGS_CHANGED = 'settings:changed';

/** Forgets this process's cached groups. */
export function forgetSettings(app: FastifyInstance, group?: SettingsGroup): void {
  if (group) cacheOf(app).delete(group);
  else cacheOf(app).clear();
}

/** After a write: forgets the cached groups here and in the other API processes, so the next read sees the database. */
export function invalidateSettings(app: FastifyInstance, group?: SettingsGroup): void {
  forgetSettings(app, group);
  void app.sharedState?.bus
    .publish(SETTINGS_CHANGED)
    .catch((err: unknown) => app.log.warn({ err }, 'settings: could not tell the other processes'));
}

function secretsOf(group: SettingsGroup): readonly string[] {
  return SETTINGS_SECRETS[group] as readonly string[];
}

/**
 * The stored JSON → the group's value: defaults for missing fields, secrets decrypted (one that
 * cannot be decrypted counts as not set), a field that no longer validates falls back to its default.
 */
function decodeGroup<G extends SettingsGroup>(
  group: G,
  raw: Record<string, unknown> | null | undefined,
  key: Buffer,
  log?: FastifyBaseLogger,
): SettingsValues[G] {
  const schema = settingsSchemas[group];
  const shape = schema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const out: Record<string, unknown> = { ...SETTINGS_DEFAULTS[group] };
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (!(k in shape)) continue;
    let value = v;
    if (secretsOf(group).includes(k)) {
      if (isEncryptedSecret(v)) {
        const plain = decryptSecret(key, v);
        if (plain === null) log?.warn({ group, field: k }, 'a stored secret could not be decrypted (another SETTINGS_KEY or JWT secret?)');
        value = plain ?? '';
      } else {
        value = '';
      }
    }
    const parsed = shape[k].safeParse(value);
    if (parsed.success) out[k] = parsed.data;
    else log?.warn({ group, field: k }, 'a stored setting is invalid; its default is used');
  }
  return out as SettingsValues[G];
}

/** The group's value → the stored JSON (secrets encrypted; empty secrets left out). */
function encodeGroup<G extends SettingsGroup>(group: G, value: SettingsValues[G], key: Buffer): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (secretsOf(group).includes(k)) {
      if (typeof v === 'string' && v) out[k] = encryptSecret(key, v);
    } else {
      out[k] = v;
    }
  }
  return out;
}

export function keyOf(app: FastifyInstance): Buffer {
  return settingsKey(app.config);
}

/** Reads one group from the database (no cache). */
export async function loadGroup<G extends SettingsGroup>(app: FastifyInstance, group: G, db: Db = app.db): Promise<SettingsValues[G]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, group)).limit(1);
  return decodeGroup(group, row?.value, keyOf(app), app.log);
}

/**
 * The settings of one group, typed, with defaults for what was never set and secrets in plain
 * text (for the server only: never answer them). Cached for a few seconds; writes invalidate.
 *
 *   const smtp = await getSettings(app, 'smtp');       // { host, port, secure, user, password, from }
 *   const { passingMark } = await getSettings(req.server, 'academic');
 */
export async function getSettings<G extends SettingsGroup>(app: FastifyInstance, group: G): Promise<SettingsValues[G]> {
  const cache = cacheOf(app);
  const hit = cache.get(group);
  const now = Date.now();
  if (hit && hit.expires > now) return hit.value as SettingsValues[G];
  const value = await loadGroup(app, group);
  cache.set(group, { value, expires: now + SETTINGS_CACHE_MS });
  return value;
}

/** Every group (cached like getSettings). */
export async function getAllSettings(app: FastifyInstance): Promise<SettingsValues> {
  const entries = await Promise.all(SETTINGS_GROUPS.map(async (g) => [g, await getSettings(app, g)] as const));
  return Object.fromEntries(entries) as SettingsValues;
}

/** Writes one group's whole value (inside the caller's transaction when given). */
export async function saveGroup<G extends SettingsGroup>(
  app: FastifyInstance,
  group: G,
  value: SettingsValues[G],
  updatedBy: number | null,
  db: Db = app.db,
): Promise<void> {
  const stored = encodeGroup(group, value, keyOf(app));
  await db
    .insert(settings)
    .values({ key: group, value: stored, updatedBy, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedBy, updatedAt: new Date() } });
}

/** Locks the group's row for the rest of the transaction (created with its defaults when missing). */
export async function lockGroup(app: FastifyInstance, group: SettingsGroup, db: Db): Promise<void> {
  await db.insert(settings).values({ key: group, value: {} }).onConflictDoNothing();
  await db.execute(sql`select 1 from settings where key = ${group} for update`);
}
