import { decodeClaims } from './claims';

/**
 * Names of the Cache Storage caches that hold one account's own data on the device: the service
 * worker's copies of the student's answers (`inpro-api-<account>`) and the files the student keeps
 * for reading without a connection (`inpro-kept-<account>`). Every sign-out deletes both; a shared
 * phone never reads another account's copies because the account is part of the name.
 */
const PERSONAL_CACHE_PREFIX = 'inpro-api-';
const KEPT_FILES_CACHE_PREFIX = 'inpro-kept-';

/** A cache of one account's own data (answers or kept files). */
export function isPersonalCache(name: string): boolean {
  return name.startsWith(PERSONAL_CACHE_PREFIX) || name.startsWith(KEPT_FILES_CACHE_PREFIX);
}

/**
 * The account a token belongs to (its `sub` claim), as it appears in the cache names; null when
 * the token cannot be read or its `sub` is not a plain name (then nothing personal is cached).
 */
export function cacheAccountOf(token: string | null | undefined): string | null {
  const sub = decodeClaims(token)?.sub as unknown;
  if (typeof sub !== 'string' && typeof sub !== 'number') return null;
  const account = String(sub);
  return /^[\w.@-]{1,100}$/.test(account) ? account : null;
}

/**
 * The cache of an account's answers, written by the service worker only while it exists: the shell
 * opens it while the account is signed in and deletes it on sign-out, so an answer still on its way
 * at sign-out is not kept.
 */
export function answersCacheName(account: string): string {
  return `${PERSONAL_CACHE_PREFIX}${account}`;
}

/** The cache of the files an account keeps for reading without a connection. */
export function keptFilesCacheName(account: string): string {
  return `${KEPT_FILES_CACHE_PREFIX}${account}`;
}
