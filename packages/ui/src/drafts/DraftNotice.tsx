import { Button } from '@inpro/ui';
import type { FormDraft } from './useFormDraft';
import { DRAFT_KEPT_OFFLINE, DRAFT_SAVED, KEEP_AS_DRAFT, SEND_NOW, askToSend } from './messages';
import styles from './DraftNotice.module.css';

export interface DraftNoticeProps {
  draft: Pick<FormDraft, 'status' | 'sendNow' | 'keep'>;
  /** What is sent, as the question names it: 'tu respuesta', 'tu solicitud de rectificación'. */
  what: string;
  /** Sends the form as its own button does (its checks, its call, its messages). */
  onSend: () => unknown;
  /** The form is sending. */
  busy?: boolean;
  /** Said after a send kept as a draft (what the draft does not hold, such as an attached file). */
  keptHint?: string;
}

/**
 * Under a form with a draft: «Borrador guardado en este dispositivo.», the send kept for lack of
 * connection, and, once the connection is back, the question whether to send it now or keep it.
 * One live region, so each change is read out.
 */
export function DraftNotice({ draft, what, onSend, busy = false, keptHint }: DraftNoticeProps) {
  let content = null;
  if (draft.status === 'saved') content = <p className={styles.note}>{DRAFT_SAVED}</p>;
  else if (draft.status === 'kept')
    content = <p className={styles.kept}>{keptHint ? `${DRAFT_KEPT_OFFLINE} ${keptHint}` : DRAFT_KEPT_OFFLINE}</p>;
  else if (draft.status === 'ask')
    content = (
      <div className={styles.ask} role="group" aria-label="Borrador por enviar">
        <p className={styles.question}>{askToSend(what)}</p>
        <div className={styles.actions}>
          <Button size="sm" loading={busy} loadingText="Enviando…" onClick={() => void draft.sendNow(onSend)}>
            {SEND_NOW}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void draft.keep()}>
            {KEEP_AS_DRAFT}
          </Button>
        </div>
      </div>
    );
  return <div aria-live="polite">{content}</div>;
}
