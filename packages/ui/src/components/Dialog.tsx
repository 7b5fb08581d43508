import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { focusableIn } from './focusable';
import { ToastOutlet } from './ToastProvider';
import { useUniqueId } from '@inpro/ui';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside (unless dismissable is false). */
  onClose: () => void;
  /** The visible title; the dialog is labelled by it. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancelar / Guardar). */
  footer?: ReactNode;
  /** Element focused on open; by default the first focusable element in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of an element that describes the dialog. */
  describedBy?: string;
  size?: 'md' | 'lg';
  /** False while something is in progress that must not be interrupted. */
  dismissable?: boolean;
  /** Label of the × button. */
  closeLabel?: string;
}

/**
 * Modal dialog: the native `<dialog>` opened with showModal(), so the browser keeps focus and Tab
 * inside and makes the page behind inert. Focus moves in on open and returns to the opener on close,
 * the dialog is labelled by its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  role = 'dialog',
  describedBy,
  size = 'md',
  dismissable = true,
  closeLabel = 'Cerrar',
}: DialogProps) {
  const titleId = useUniqueId('dialog-title');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Into the top layer on open; focus in, and back to the opener on close.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      if (!dialog.open) dialog.showModal();
      const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
      const target = initialFocusRef?.current ?? (body ? focusableIn(body)[0] : undefined) ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }
    // A modal dialog does not stop the page behind from scrolling.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog?.open) dialog.close();
      // The browser gives focus back only on close(), not when React removes a dialog that is still open.
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
    // initialFocusRef is read once on open on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  // `open` belongs to the caller: the browser's own close (Escape, a close request) becomes onClose, or
  // nothing while the dialog may not be dismissed. Escape is taken at its keydown because Chromium lets
  // a page refuse only one close request per user gesture.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    if (dismissable) onCloseRef.current();
  };
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    if (dismissable) onCloseRef.current();
  };

  return createPortal(
    // The dialog pattern: Escape and a press on the backdrop close it (React handlers, so that a
    // control inside, such as a date picker, can take Escape first).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={[styles.dialog, size === 'lg' ? styles.lg : ''].join(' ')}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={(e) => {
        // The panel fills the dialog, so only a press on the backdrop lands on the dialog itself.
        if (e.target === e.currentTarget && dismissable) onCloseRef.current();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissable ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div data-dialog-body="">{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      <ToastOutlet />
    </dialog>,
    document.body,
  );
}
