import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { focusableIn } from './focusable';
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
 * Modal dialog (WAI-ARIA dialog pattern): focus moves in on open and is trapped inside,
 * Escape closes, focus returns to where it was, the dialog is labelled by its title.
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Focus in on open, back to the opener on close.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
      const target = initialFocusRef?.current ?? (body ? focusableIn(body)[0] : undefined) ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
    // initialFocusRef is read once on open on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Focus that escapes (e.g. a click on the page behind) is pulled back.
  useEffect(() => {
    if (!open) return undefined;
    const onFocusIn = (e: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && e.target instanceof Node && !dialog.contains(e.target) && isTopmost(dialog)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (dismissable) onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      e.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      data-inpro-dialog=""
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissable) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, size === 'lg' ? styles.lg : ''].join(' ')}
        onKeyDown={onKeyDown}
      >
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
    </div>,
    document.body,
  );
}

function isTopmost(dialog: HTMLElement): boolean {
  const all = document.querySelectorAll('[data-inpro-dialog]');
  return all.length > 0 && all[all.length - 1].contains(dialog);
}
