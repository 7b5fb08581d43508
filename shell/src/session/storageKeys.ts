/** Where the session lives in localStorage (shared by the session store and start-up, which reads it before the store exists). */
export const TOKEN_KEY = 'inpro.token';
export const USER_KEY = 'inpro.user';

/** Whether this browser holds a session (signed in, or was: the token may have expired). */
function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return !!storage?.getItem(TOKEN_KEY);
  } catch {
    return false; // storage blocked: nobody is signed in here
  }
}
