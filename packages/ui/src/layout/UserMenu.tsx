import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './AreaLayout.module.css';
import type { UserDisplay } from './userDisplay';
import { Badge, useUniqueId, VisuallyHidden } from '@inpro/ui';

export interface UserMenuProps {
  user: UserDisplay;
  onLogout: () => void;
}

/**
 * The avatar with initials and its dropdown (WAI-ARIA menu button): name, e-mail and role,
 * then the 'Cerrar sesión' item. Enter, Space or ArrowDown open it on the first item,
 * Escape (or Tab, or a click elsewhere) closes it; Escape returns the focus to the avatar.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useUniqueId('user-menu-button');
  const menuId = useUniqueId('user-menu');
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    if (focusOnOpen.current === 'last') list[list.length - 1]?.focus();
    else list[0]?.focus();
    focusOnOpen.current = null;
    const onPointer = (e: MouseEvent) => {
      if (wrapRef.current && e.target instanceof Node && !wrapRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space act through the click handler.
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowDown') next = list[(index + 1) % list.length];
    else if (e.key === 'ArrowUp') next = list[(index - 1 + list.length) % list.length];
    else if (e.key === 'Home') next = list[0];
    else if (e.key === 'End') next = list[list.length - 1];
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    } else if (e.key === 'Tab') {
      close(false);
      return;
    }
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <div className={styles.userMenu} ref={wrapRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* The visible initials start the button's name (WCAG 2.5.3 label in name), the rest is for screen readers. */}
        {user.initials}
        <VisuallyHidden>{` (menú de usuario de ${user.name})`}</VisuallyHidden>
      </button>
      {open ? (
        <div className={styles.dropdown} data-testid="user-dropdown">
          <div className={styles.dropdownInfo}>
            <p className={styles.dropdownName}>{user.name}</p>
            {user.email ? <p className={styles.dropdownEmail}>{user.email}</p> : null}
            <Badge tone="primary">{user.roleLabel}</Badge>
          </div>
          <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menuList} onKeyDown={onMenuKeyDown}>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                Cerrar sesión
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
