import { isExam, keptFilesCacheName, cacheAccountOf, resourceHref, type Resource } from '@inpro/shared-contracts';

/**
 * «Disponible sin conexión»: which resources a student may keep on the device, and where a kept
 * copy lives. The copy goes into the account's own cache (shared-contracts offlineCaches.ts), which
 * every sign-out deletes; its key is the file's address without the signature, because the signed
 * link the list carries changes every hour and expires (api/src/domain/files/signedUrl.ts).
 */

/** A stored PDF of the course (not a link, a video or an exam paper). */
export function isKeepable(resource: Pick<Resource, 'type' | 'mime' | 'fileName' | 'url'>): boolean {
  if (!resource.fileName || !resource.url || isExam(resource)) return false;
  return resource.type.toLowerCase() === 'pdf' || resource.mime?.toLowerCase() === 'application/pdf';
}

/** The kept copy's key: the file's address without its signature (stable while the file is the same). */
export function keptFileKey(resource: Pick<Resource, 'url'>, apiUrl: (path: string) => string): string | null {
  const url = (resource.url ?? '').trim();
  return url ? resourceHref(url.split(/[?#]/)[0], apiUrl) : null;
}

/** Where the signed-in account keeps its files; null when the session names no account. */
export function keptCacheOf(token: string | null): string | null {
  const account = cacheAccountOf(token);
  return account ? keptFilesCacheName(account) : null;
}

/** Only a PDF the server answered in full is kept (never an error page or a part). */
export function isKeepableAnswer(status: number, contentType: string | null): boolean {
  return status === 200 && /^application\/pdf\b/i.test(contentType ?? '');
}
