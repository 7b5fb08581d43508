import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { cacheAccountOf, type SessionSnapshot } from '@inpro/shared-contracts';

/** What a form keeps on the device until it is sent. */
export interface Draft<T> {
  value: T;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
  /** The person pressed send and it could not go: they are asked again once the connection is back. */
  pending: boolean;
}

/** Whose draft, of which form, about what (an evaluation's id, a class session's id). */
export interface DraftAddress {
  account: string;
  form: string;
  id?: string | number;
}

/** One database of the origin for every account; each key starts with its account. */
const DATABASE = 'inpro-drafts';
const STORE = 'drafts';

type DraftKey = [account: string, form: string, id: string];

let store: UseStore | null = null;

/** The drafts' object store; null where the browser has no IndexedDB (a server render, a test without one). */
function draftsStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DATABASE, STORE);
  return store;
}

const keyOf = ({ account, form, id }: DraftAddress): DraftKey => [account, form, id === undefined ? '' : String(id)];

/**
 * Every key of an account, and of one of its forms: keys are arrays compared element by element,
 * and an array sorts after every string, so `[account, []]` is above every `[account, form, id]`.
 */
const accountRange = (account: string) => IDBKeyRange.bound([account], [account, []]);
const formRange = (account: string, form: string) => IDBKeyRange.bound([account, form], [account, form, []]);

/**
 * The account a session's drafts belong to: the token's account as the personal caches name it (`cacheAccountOf`),
 * else the stored user's id, else the username; null when signed out.
 */
export function draftAccount(snapshot: Pick<SessionSnapshot, 'token' | 'user' | 'username'>): string | null {
  if (!snapshot.token) return null;
  return cacheAccountOf(snapshot.token) ?? (snapshot.user?.id !== undefined ? String(snapshot.user.id) : snapshot.username);
}

export async function readDraft<T>(address: DraftAddress): Promise<Draft<T> | undefined> {
  const drafts = draftsStore();
  return drafts ? get<Draft<T>>(keyOf(address), drafts) : undefined;
}

/** Saves a draft; false where the browser cannot keep one (no IndexedDB). */
export async function writeDraft<T>(address: DraftAddress, draft: Draft<T>): Promise<boolean> {
  const drafts = draftsStore();
  if (!drafts) return false;
  await set(keyOf(address), draft, drafts);
  return true;
}

export async function deleteDraft(address: DraftAddress): Promise<void> {
  const drafts = draftsStore();
  if (drafts) await del(keyOf(address), drafts);
}

/** The drafts of one form of an account, with the id each is about. */
export async function listDrafts<T>(account: string, form: string): Promise<Array<{ id: string; draft: Draft<T> }>> {
  const drafts = draftsStore();
  if (!drafts) return [];
  return drafts('readonly', async (objects) => {
    const range = formRange(account, form);
    const [keys, values] = await Promise.all([promisifyRequest(objects.getAllKeys(range)), promisifyRequest(objects.getAll(range))]);
    return keys.map((key, i) => ({ id: (key as DraftKey)[2], draft: values[i] as Draft<T> }));
  });
}

/** Deletes every draft of an account (its sign-out), in one transaction. */
export async function deleteAccountDrafts(account: string): Promise<void> {
  const drafts = draftsStore();
  if (!drafts) return;
  await drafts('readwrite', (objects) => {
    objects.delete(accountRange(account));
    return promisifyRequest(objects.transaction);
  });
}

/** Deletes the drafts of every account but this one (it signed in: the device is now its). */
export async function deleteOtherAccountsDrafts(account: string): Promise<void> {
  const drafts = draftsStore();
  if (!drafts) return;
  await drafts('readwrite', (objects) => {
    objects.delete(IDBKeyRange.upperBound([account], true));
    objects.delete(IDBKeyRange.lowerBound([account, []], true));
    return promisifyRequest(objects.transaction);
  });
}
