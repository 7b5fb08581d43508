import { randomBytes, randomInt } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** argon2id cost (OWASP minimum: 19 MiB, 2 passes, 1 lane). Tests may lower it with `setPasswordHashCost`. */
let cost = { memorySize: 19456, iterations: 2, parallelism: 1 };

export function setPasswordHashCost(next: Partial<typeof cost>): void {
  cost = { ...cost, ...next };
}

/** argon2id hash in PHC string form (`$argon2id$v=19$m=...`), with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({
    password,
    salt: randomBytes(16),
    parallelism: cost.parallelism,
    iterations: cost.iterations,
    memorySize: cost.memorySize,
    hashLength: 32,
    outputType: 'encoded',
  });
}

/** Checks a password against a stored argon2id hash; false for malformed hashes. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!hash || !hash.startsWith('$argon2')) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of one verification when the account does not exist (no user enumeration by timing). */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('inpro-timing-equaliser');
  await verifyPassword(password, await dummyHash);
}

/** A one-time temporary password: 12 characters, letters (no look-alikes) and digits, with both kinds. */
export function generateTemporaryPassword(length = 12): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i += 1) out += all[randomInt(all.length)];
    if (/[A-Za-z]/.test(out) && /\d/.test(out)) return out;
  }
}
