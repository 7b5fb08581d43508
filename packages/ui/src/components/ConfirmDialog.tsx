import { useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { Dialog } from './Dialog';
import { useBusyAction } from './useBusyAction';
import { Button, useUniqueId } from '@inpro/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. "¿Eliminar unidad y sus recursos?". */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** May return a promise: the dialog shows the confirm button busy until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** A confirmation (alertdialog): the safe choice, Cancelar, has the focus first. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useUniqueId('confirm-message');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { busy, run: confirm } = useBusyAction(onConfirm);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={message ? messageId : undefined}
      initialFocusRef={cancelRef}
      dismissable={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      ) : null}
    </Dialog>
  );
}
