import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** How a secret is kept in the settings JSON: `{ "$enc": "v1.<iv>.<tag>.<ciphertext>" }` (base64url). */
export interface EncryptedSecret {
  $enc: string;
}

export function isEncryptedSecret(v: unknown): v is EncryptedSecret {
  return !!v && typeof v === 'object' && typeof (v as { $enc?: unknown }).$enc === 'string';
}

/**
 * The 32-byte AES key: SETTINGS_KEY (64 hex characters or 32 base64 bytes used as they are, any
 * other text hashed), else derived from the JWT secret with HKDF (so a fresh install needs no key,
 * and rotating the JWT secret makes the stored secrets unreadable: they then count as not set).
 */
export function settingsKey(config: { settingsKey: string | null; jwtSecret: string }): Buffer {
  const k = config.settingsKey;
  if (k) {
    if (/^[0-9a-f]{64}$/i.test(k)) return Buffer.from(k, 'hex');
    const b64 = Buffer.from(k, 'base64');
    if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(k)) return b64;
    return createHash('sha256').update(k, 'utf8').digest();
  }
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'inpro-settings', 'settings-secrets-v1', 32));
}

/** AES-256-GCM with a random 96-bit IV. */
export function encryptSecret(key: Buffer, plain: string): EncryptedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return { $enc: ['v1', iv.toString('base64url'), tag.toString('base64url'), ct.toString('base64url')].join('.') };
}

/** The plain text, or null when it cannot be decrypted (other key, damaged value). */
export function decryptSecret(key: Buffer, value: EncryptedSecret): string | null {
  const parts = value.$enc.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parts[1], 'base64url'));
    decipher.setAuthTag(Buffer.from(parts[2], 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[3], 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
