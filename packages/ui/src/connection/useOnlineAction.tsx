import type { ReactNode } from 'react';
import { useUniqueId } from '../components/useUniqueId';
import { OFFLINE_ACTION_REASON } from './offlineTexts';
import { useOffline } from './useConnection';
import styles from './Offline.module.css';

export interface OnlineAction {
  /** True while offline: the control is disabled (`disabled={action.offline || …}`). */
  offline: boolean;
  /** For the control's aria-describedby while offline: the id of the reason. */
  describedBy: string | undefined;
  /** The reason, rendered once near the controls (nothing while online). */
  reason: ReactNode;
}

/** The reason a control needs the server, as visible text; `id` ties it to the control. */
function OfflineReason({ id, children = OFFLINE_ACTION_REASON }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} className={styles.reason} data-testid="offline-reason">
      {children}
    </p>
  );
}

/**
 * For controls that need the server (pay, send, upload, download what is not kept): while offline
 * they are disabled and say why, never an error page. Several controls of a screen may share the
 * one reason (each points at it). Fields stay as they are: the student may still type.
 */
export function useOnlineAction(text: ReactNode = OFFLINE_ACTION_REASON): OnlineAction {
  const offline = useOffline();
  const id = useUniqueId('offline-reason');
  return {
    offline,
    describedBy: offline ? id : undefined,
    reason: offline ? <OfflineReason id={id}>{text}</OfflineReason> : null,
  };
}
