import { createHash } from 'node:crypto';
import { hmacSigner } from '../../lib/hmac';

/**
 * Download links that work without an Authorization header (a new tab, a plain <a download>),
 * yet only for the user the resource list was answered to: the link carries the user id, an
 * expiry and an HMAC of both plus the file path, keyed with the moment the user's sessions last
 * ended (`linkSecret`). The file route re-checks that user's access on every download, so removing
 * an enrolment also ends access through older links, and so do a password change and a deactivation.
 */
const LINK_TTL_SECONDS = 6 * 3600;

/**
 * The key links of one user are signed with: the server's secret and the moment the user's
 * sessions last ended (`tokens_valid_after`, ms; 0 when never). A password change, a reset or a
 * deactivation moves that moment, so every link signed before stops verifying at once.
 */
export function linkSecret(secret: string, epochMs: number): string {
  return `${secret}|${epochMs}`;
}

/** The link context of the signed-in user of a request (answers that carry file links). */
export function linkContextOf(req: { server: { config: { jwtSecret: string } }; user: { id: number; linksEpoch?: number } }): {
  secret: string;
  userId: number;
} {
  return { secret: linkSecret(req.server.config.jwtSecret, req.user.linksEpoch ?? 0), userId: req.user.id };
}

/** The user a link names (not yet verified), or null. */
export function linkUserId(query: { u?: unknown }): number | null {
  const u = typeof query.u === 'string' && /^\d{1,10}$/.test(query.u) ? Number(query.u) : NaN;
  return Number.isSafeInteger(u) && u > 0 ? u : null;
}

function key(secret: string): Buffer {
  return createHash('sha256').update(`inpro-files:${secret}`).digest();
}

/** HMAC of what a link opens (`subject`), for whom and until when. */
function signSubject(secret: string, subject: string, userId: number, exp: number): string {
  return hmacSigner(key(secret)).sign(`${subject}|${userId}|${exp}`);
}

function signature(secret: string, unitId: number, fileName: string, userId: number, exp: number): string {
  return signSubject(secret, `${unitId}/${fileName}`, userId, exp);
}

/** The expiry of links made now: from the end of the current clock hour (stable URLs for that hour). */
function linkExpiry(now: number): number {
  return (Math.floor(now / 1000 / 3600) + 1) * 3600 + LINK_TTL_SECONDS;
}

/** The path of a submission's file relative to the API base. */
function submissionFilePath(submissionId: number): string {
  return `/files/submissions/${submissionId}`;
}

/** A signed link to the file of a submission, for `userId` (the route re-checks that user's access). */
export function signedSubmissionFileUrl(secret: string, submissionId: number, userId: number, now = Date.now()): string {
  const exp = linkExpiry(now);
  const sig = signSubject(secret, `submission:${submissionId}`, userId, exp);
  return `${submissionFilePath(submissionId)}?u=${userId}&exp=${exp}&sig=${sig}`;
}

export function verifySubmissionLink(
  secret: string,
  submissionId: number,
  query: { u?: unknown; exp?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  return verifySubject(secret, `submission:${submissionId}`, query, now);
}

/** The path of a stored file relative to the API base (seed 001: /files/units/{unitId}/{fileName}). */
export function filePath(unitId: number, fileName: string): string {
  return `/files/units/${unitId}/${encodeURIComponent(fileName)}`;
}

/**
 * A signed link for `userId`. The expiry is counted from the end of the current clock hour, so
 * the same link is answered for that hour (stable URLs, cache friendly); valid for TTL to TTL + 1 h.
 */
export function signedFileUrl(secret: string, unitId: number, fileName: string, userId: number, now = Date.now()): string {
  const exp = linkExpiry(now);
  const sig = signature(secret, unitId, fileName, userId, exp);
  return `${filePath(unitId, fileName)}?u=${userId}&exp=${exp}&sig=${sig}`;
}

export type LinkCheck = { ok: true; userId: number } | { ok: false };

export function verifyFileLink(
  secret: string,
  unitId: number,
  fileName: string,
  query: { u?: unknown; exp?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  return verifySubject(secret, `${unitId}/${fileName}`, query, now);
}

function verifySubject(secret: string, subject: string, query: { u?: unknown; exp?: unknown; sig?: unknown }, now: number): LinkCheck {
  const u = typeof query.u === 'string' && /^\d{1,10}$/.test(query.u) ? Number(query.u) : NaN;
  const exp = typeof query.exp === 'string' && /^\d{1,12}$/.test(query.exp) ? Number(query.exp) : NaN;
  const sig = typeof query.sig === 'string' ? query.sig : '';
  if (!Number.isSafeInteger(u) || u <= 0 || !Number.isSafeInteger(exp) || !sig) return { ok: false };
  if (exp * 1000 <= now) return { ok: false };
  if (!hmacSigner(key(secret)).verify(`${subject}|${u}|${exp}`, sig)) return { ok: false };
  return { ok: true, userId: u };
}

/** Content-Disposition with the original name: an ASCII fallback plus the UTF-8 form (RFC 6266/5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, '_').trim() || 'archivo';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The path of a forum post's or message's file relative to the API base. */
function conversationFilePath(fileId: number): string {
  return `/files/conversations/${fileId}`;
}

/** A signed link to a file of a forum post or a message, for `userId` (the route re-checks access). */
export function signedConversationFileUrl(secret: string, fileId: number, userId: number, now = Date.now()): string {
  const exp = linkExpiry(now);
  const sig = signSubject(secret, `conversation:${fileId}`, userId, exp);
  return `${conversationFilePath(fileId)}?u=${userId}&exp=${exp}&sig=${sig}`;
}

export function verifyConversationFileLink(
  secret: string,
  fileId: number,
  query: { u?: unknown; exp?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  return verifySubject(secret, `conversation:${fileId}`, query, now);
}
