/** An unsigned JWT with the given claims (the shell never verifies signatures; the server does). */
export function makeToken(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.c2lnbmF0dXJl`;
}

/** exp (seconds) that many seconds from now. */
export function inSeconds(seconds: number, nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + seconds;
}
