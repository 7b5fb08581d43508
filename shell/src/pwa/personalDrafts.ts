import type { SessionApi } from '@inpro/shared-contracts';
import { deleteAccountDrafts, deleteOtherAccountsDrafts, draftAccount } from '@inpro/ui/draftStore';

export interface DraftCleaner {
  deleteAccount(account: string): Promise<unknown>;
  deleteOthers(account: string): Promise<unknown>;
}

const drafts: DraftCleaner = { deleteAccount: deleteAccountDrafts, deleteOthers: deleteOtherAccountsDrafts };

const warn = (error: unknown) => console.warn('[inpro] the drafts of this device could not be deleted', error);

/**
 * What a shared phone keeps of the forms people typed (the drafts in IndexedDB, @inpro/ui/drafts):
 * a sign-out (the button, another tab's, the server refusing the session: the token is gone)
 * deletes that account's drafts; a sign-in deletes every other account's. A session that only ran
 * out (its token is still stored: a student offline longer than the token lives) keeps them, so
 * the text waits for the same person to sign in again: nobody else can read it meanwhile, and the
 * next account to sign in deletes it.
 */
export function clearDraftsOnSignOut(session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>, cleaner: DraftCleaner = drafts): () => void {
  const accountOf = () => {
    const snapshot = session.getSnapshot();
    return snapshot.isAuthenticated ? draftAccount(snapshot) : null;
  };
  let signedIn = accountOf();
  return session.subscribe((snapshot) => {
    const now = accountOf();
    if (signedIn && !snapshot.token) cleaner.deleteAccount(signedIn).catch(warn);
    if (now && now !== signedIn) cleaner.deleteOthers(now).catch(warn);
    // An expired session still names its account: the next sign-in of it is not someone new.
    signedIn = now ?? (snapshot.token ? signedIn : null);
  });
}
