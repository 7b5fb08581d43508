import { Link, useLocation } from '@inpro/ui/router';
import styles from './AreaLayout.module.css';
import { isNavActive } from './navActive';

export interface AreaNavItem {
  label: string;
  /** Target path, or a function read at every render (e.g. the remembered course of 'Materiales'). */
  to: string | (() => string);
  /** Active only on the exact path (the area home). */
  end?: boolean;
  /** Path prefix(es) that make the entry active when they differ from the target (e.g. /aula/materiales). */
  match?: string | readonly string[];
}

export interface AreaSidebarProps {
  id: string;
  areaLabel: string;
  homePath: string;
  items: readonly AreaNavItem[];
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The area's sidebar: brand, entries with the current page marked, and 'Cerrar Sesión'. */
export function AreaSidebar({ id, areaLabel, homePath, items, open, onNavigate, onLogout }: AreaSidebarProps) {
  const { pathname } = useLocation();
  return (
    <aside id={id} className={[styles.sidebar, open ? styles.sidebarOpen : ''].join(' ')} data-open={open}>
      <Link to={homePath} className={styles.brand} onClick={onNavigate}>
        INPRO<span className={styles.brandArea}>{areaLabel}</span>
      </Link>
      <nav aria-label={`Menú de ${areaLabel}`}>
        <ul className={styles.navList}>
          {items.map((item) => {
            const to = typeof item.to === 'function' ? item.to() : item.to;
            const prefixes: readonly string[] =
              item.match === undefined ? [to] : typeof item.match === 'string' ? [item.match] : item.match;
            const active = prefixes.some((prefix) => isNavActive(pathname, prefix, item.end));
            return (
              <li key={item.label}>
                <Link
                  to={to}
                  className={[styles.navLink, active ? styles.active : ''].join(' ')}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className={styles.logoutItem}>
            <button type="button" className={styles.navLink} onClick={onLogout}>
              Cerrar Sesión
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
