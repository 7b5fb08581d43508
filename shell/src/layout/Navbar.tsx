import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LOGIN_PATH } from '@inpro/shared-contracts';
import { BrandMark } from './Brand';
import { followLink, HOME_LINK, isLinkActive, NAV_LINKS, searchUrl } from './navigation';
import styles from './Navbar.module.css';

export interface NavbarProps {
  /** Current path (for the active link). */
  path: string;
  navigate(to: string): void;
  /** The institute's logo from the branding settings; the drawn mark when null. */
  logoUrl?: string | null;
}

/** The public site's top navigation bar (seed 000 §2 "Shared layout"). */
export function Navbar({ path, navigate, logoUrl = null }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const menuId = useId();
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [path]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = searchUrl(query);
    if (!url) return;
    go(url);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const homeActive = isLinkActive(HOME_LINK, path);

  return (
    <header className={styles.navbar}>
      <div className={styles.inner}>
        <a href="/" className={styles.brand} aria-current={homeActive ? 'page' : undefined} onClick={(e) => followLink(e, '/', go)}>
          <BrandMark logoUrl={logoUrl} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>INPRO</span>
            <span className="sr-only">, ir al inicio</span>
          </span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Menú
        </button>
        <div id={menuId} className={`${styles.menu} ${open ? styles.menuOpen : ''}`} role="presentation" onKeyDown={onMenuKeyDown}>
          <nav aria-label="Principal" className={styles.nav}>
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => {
                const active = isLinkActive(link, path);
                return (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className={`${styles.link} ${active ? styles.active : ''} ${link.href === LOGIN_PATH ? styles.cta : ''}`}
                      aria-current={active ? 'page' : undefined}
                      onClick={(e) => followLink(e, link.href, go)}
                    >
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <form role="search" className={styles.search} onSubmit={onSubmit}>
            <label htmlFor={searchId} className="sr-only">
              Buscar en el sitio
            </label>
            <input
              id={searchId}
              type="search"
              name="q"
              className={styles.searchInput}
              placeholder="Buscar en todo el instituto…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={styles.searchButton}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.74 4.74-1.41 1.41-4.74-4.74A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
                  fill="currentColor"
                />
              </svg>
              <span className="sr-only">Buscar</span>
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
