import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOffline, useRemoteProps, useSession } from '@inpro/ui';
import { isConnectionFailure } from './connectionFailure';
import { deleteDraft, draftAccount, readDraft, writeDraft, type DraftAddress } from './draftStore';
import { NOT_SENT_OFFLINE } from './messages';

/** How long typing pauses before the text is written to the device. */
const DRAFT_SAVE_DELAY_MS = 500;

/**
 * Drafts whose send is under way in this page. A page may swap the form for the answer and a new
 * form while the call is still settling: the new one must not restore what is on its way, and the
 * old one must not write it back as it unmounts.
 */
const sending = new Set<string>();

/**
 * 'saved': kept on the device; 'kept': a send could not go and waits for the connection; 'ask': the
 * connection is back and the person has not said whether to send it; 'none': nothing kept.
 */
type DraftStatus = 'none' | 'saved' | 'kept' | 'ask';

export interface FormDraftOptions<TValues, TDraft> {
  /** The form's name in the store ('task-answer', 'rectification', 'profile'). */
  form: string;
  /** What it is about (an evaluation's id, a session's id); null while there is nothing to keep. */
  id?: string | number | null;
  /** The form's current values. */
  values: TValues;
  /** What of the values is kept (never a password, never a file); null when nothing is worth keeping. */
  pick(values: TValues): TDraft | null;
  /** Puts a kept draft back into the form: once, and only while the form holds nothing worth keeping. */
  restore(draft: TDraft): void;
}

export interface FormDraft {
  status: DraftStatus;
  /**
   * Sends through the form's own call. Offline, or failing for lack of connection, the text is kept
   * as a draft waiting to be sent (nothing is thrown: the status says so); a success deletes the
   * draft; any other failure is thrown back to the form, which shows it, and the draft stays.
   */
  send(run: () => Promise<unknown>): Promise<void>;
  /** «Enviar ahora»: the question is answered; `submit` sends the form as its own button does. */
  sendNow(submit: () => unknown): Promise<void>;
  /** «Mantener como borrador»: kept, no longer waiting to be sent. */
  keep(): Promise<void>;
}

const warn = (error: unknown) => console.warn('[inpro] the draft could not be kept on this device', error);

/**
 * A form's draft on this device, for the signed-in account: restored when the form opens, saved as
 * the person types (debounced, and at once when the page is hidden or the form closes), and the rules
 * of a send without connection (see `send`). Never sends by itself: a draft waiting to be sent is
 * only sent when the person answers «Enviar ahora».
 */
export function useFormDraft<TValues, TDraft>({ form, id, values, pick, restore }: FormDraftOptions<TValues, TDraft>): FormDraft {
  const { session } = useRemoteProps();
  const account = draftAccount(useSession());
  const offline = useOffline();
  const address = useMemo<DraftAddress | null>(
    () => (account && id !== null ? { account, form, id: id ?? undefined } : null),
    [account, form, id],
  );
  const addressKey = address ? JSON.stringify([address.account, address.form, address.id ?? '']) : null;

  const picked = pick(values);
  const pickedText = JSON.stringify(picked);
  const latest = useRef({ picked, restore });
  latest.current = { picked, restore };

  const [ready, setReady] = useState(false);
  const [kept, setKept] = useState<{ savedAt: number; pending: boolean } | null>(null);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  // A send that could not go waits for the connection to come back (even when the browser still said it was online).
  const [waiting, setWaiting] = useState(false);
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) setWaiting(false);
    wasOffline.current = offline;
  }, [offline]);

  // Read once per address; restored only into a form that holds nothing worth keeping yet.
  useEffect(() => {
    setReady(false);
    setKept(null);
    if (!address || !addressKey) return;
    let current = true;
    readDraft<TDraft>(address)
      .then((draft) => {
        if (!current) return;
        if (draft && !sending.has(addressKey) && latest.current.picked === null) {
          latest.current.restore(draft.value);
          setKept({ savedAt: draft.savedAt, pending: draft.pending });
        }
      })
      .catch(warn)
      .finally(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [address, addressKey]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelSave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  /** Writes what the form holds now (or deletes the draft when it holds nothing worth keeping). */
  const saveNow = useCallback(async () => {
    timer.current = null;
    // Signed out meanwhile, or on its way to the server: nothing is written.
    if (!address || !addressKey || sending.has(addressKey) || draftAccount(session.getSnapshot()) !== address.account) return;
    const value = latest.current.picked;
    try {
      if (value === null) {
        // Emptied: the kept draft goes (none kept: nothing to do).
        if (keptRef.current === null) return;
        await deleteDraft(address);
        setKept(null);
        return;
      }
      const next = { savedAt: Date.now(), pending: keptRef.current?.pending ?? false };
      if (await writeDraft(address, { value, ...next })) setKept(next);
    } catch (error) {
      warn(error);
    }
  }, [address, addressKey, session]);

  const flush = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    void saveNow();
  }, [saveNow]);

  // Saved as the person types, once the device's draft was read (so the empty form never overwrites it).
  useEffect(() => {
    if (!ready || !address) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), DRAFT_SAVE_DELAY_MS);
  }, [pickedText, ready, address, saveNow]);

  // Closing the tab, switching apps or leaving the form does not wait for the pause.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  /**
   * Keeps what the form holds as a draft waiting to be sent. When nothing could be kept (nothing
   * typed, no IndexedDB) it throws `failure`, which the form shows: the send's own error, or the
   * offline message when no call was made.
   */
  const hold = async (target: DraftAddress, failure: unknown = new Error(NOT_SENT_OFFLINE)) => {
    cancelSave();
    const value = latest.current.picked;
    const next = { savedAt: Date.now(), pending: true };
    let stored = false;
    if (value !== null) {
      stored = await writeDraft(target, { value, ...next }).catch((error: unknown) => {
        warn(error);
        return false;
      });
    }
    if (!stored) throw failure;
    setKept(next);
    setWaiting(true);
  };

  const send = async (run: () => Promise<unknown>) => {
    if (!address || !addressKey) {
      await run();
      return;
    }
    if (offline) return hold(address);
    sending.add(addressKey);
    try {
      try {
        await run();
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        return await hold(address, error);
      }
      cancelSave();
      await deleteDraft(address).catch(warn);
      setKept(null);
    } finally {
      sending.delete(addressKey);
    }
  };

  const setPending = async (pending: boolean) => {
    const value = latest.current.picked;
    if (!address || value === null) return;
    const next = { savedAt: Date.now(), pending };
    setKept(next);
    await writeDraft(address, { value, ...next }).catch(warn);
  };

  let status: DraftStatus = 'none';
  if (address && kept) {
    if (!kept.pending) status = 'saved';
    else status = offline || waiting ? 'kept' : 'ask';
  }

  return {
    status,
    send,
    sendNow: async (submit) => {
      await setPending(false);
      await submit();
    },
    keep: () => setPending(false),
  };
}
