import { useCallback, useEffect, useState } from 'react';
import { useOffline, useSession } from '@inpro/ui';
import { draftAccount, listDrafts } from './draftStore';

/**
 * The ids of one form's drafts waiting to be sent (see useFormDraft), read when the page opens
 * online and each time the connection comes back: a page whose form is closed (a dialog) opens it,
 * so the person is asked there. `take(id)` removes one from the list once the page has opened it.
 */
export function usePendingDrafts(form: string): { ids: string[]; take(id: string): void } {
  const account = draftAccount(useSession());
  const offline = useOffline();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    if (!account || offline) return;
    let current = true;
    listDrafts(account, form)
      .then((drafts) => {
        if (current) setIds(drafts.filter(({ draft }) => draft.pending).map(({ id }) => id));
      })
      .catch((error: unknown) => console.warn('[inpro] the drafts of this device could not be read', error));
    return () => {
      current = false;
    };
  }, [account, form, offline]);
  const take = useCallback((id: string) => setIds((all) => (all.includes(id) ? all.filter((other) => other !== id) : all)), []);
  return { ids, take };
}
