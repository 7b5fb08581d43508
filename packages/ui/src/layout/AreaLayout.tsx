import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@inpro/ui/router';
import styles from './AreaLayout.module.css';
import { AreaSidebar, type AreaNavItem } from './AreaSidebar';
import { NotificationBell } from './NotificationBell';
import { postLogout } from './postLogout';
import { UserMenu } from './UserMenu';
import { useProfileFill } from './useProfileFill';
import { userDisplay } from './userDisplay';
import { LOGIN_PATH } from '@inpro/shared-contracts';
import { Badge, useUniqueId, VisuallyHidden, useHttp, useRemoteProps, useSession } from '@inpro/ui';

export interface AreaLayoutProps {
  /** Human name of the area, e.g. "Aula Virtual". */
  areaLabel: string;
  /** The area base, e.g. "/aula". */
  homePath: string;
  nav: readonly AreaNavItem[];
  /** Ask GET /auth/me when the stored user has no e-mail (teacher, admin, master admin). */
  fetchProfileWhenNoEmail?: boolean;
  /** Extra clean-up of the area before the session is cleared. */
  onLogout?: () => void;
  children: ReactNode;
}

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/**
 * The frame of a logged-in area: sidebar with the area's entries, header with the greeting,
 * role badge, notification bell and the avatar menu, and the screen (inside the shell's <main>).
 */
export function AreaLayout({ areaLabel, homePath, nav, fetchProfileWhenNoEmail = false, onLogout, children }: AreaLayoutProps) {
  const snapshot = useSession();
  const { session, navigate } = useRemoteProps();
  const http = useHttp();
  const user = userDisplay(snapshot);
  const sidebarId = useUniqueId('area-sidebar');
  const mainId = useUniqueId('area-main');
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();

  useProfileFill(fetchProfileWhenNoEmail, user.email !== null, snapshot.isAuthenticated);

  // A new page closes the collapsed menu, starts at the top and takes the focus (so screen
  // readers and keyboard users continue in the new content, not in the sidebar).
  const contentRef = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    setNavOpen(false);
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
    contentRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const logout = useCallback(() => {
    try {
      onLogout?.();
    } finally {
      // Tell the server (refresh cookie); the local session is cleared whatever it answers.
      postLogout(http).catch((err: unknown) => {
        console.warn('[inpro] logout request failed', err);
      });
      session.logout();
      navigate(LOGIN_PATH);
    }
  }, [http, navigate, onLogout, session]);

  return (
    <div
      className={styles.layout}
      role="presentation"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && navOpen) setNavOpen(false);
      }}
    >
      <a className={styles.skip} href={`#${mainId}`}>
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={navOpen}
          aria-controls={sidebarId}
          aria-label="Menú"
          onClick={() => setNavOpen((v) => !v)}
        >
          <MenuIcon />
        </button>
        <div className={styles.greeting}>
          <p className={styles.greetingText}>Bienvenido, {user.name}</p>
          <Badge tone="primary">
            <VisuallyHidden>Rol: </VisuallyHidden>
            {user.roleLabel}
          </Badge>
        </div>
        <div className={styles.headerActions}>
          <NotificationBell />
          <UserMenu user={user} onLogout={logout} />
        </div>
      </header>
      <AreaSidebar
        id={sidebarId}
        areaLabel={areaLabel}
        homePath={homePath}
        items={nav}
        open={navOpen}
        onNavigate={() => setNavOpen(false)}
        onLogout={logout}
      />
      {/* The shell mounts every area inside its own <main>, so this is a plain focusable container. */}
      <div ref={contentRef} id={mainId} className={styles.main} tabIndex={-1} data-testid="area-content">
        {children}
      </div>
    </div>
  );
}
