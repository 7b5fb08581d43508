import { useEffect, useState, type MouseEvent } from 'react';
import { LOGIN_PATH, normalizePath } from '@inpro/shared-contracts';

export interface NavLink {
  href: string;
  label: string;
  /** 'exact': active when the path equals href; 'prefix': when it starts with href. */
  match: 'exact' | 'prefix';
}

/** The navbar links of seed 000 §2, in order (the brand logo is the link to /). */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/cursos', label: 'Cursos / Seminarios', match: 'exact' },
  { href: '/diplomados', label: 'Diplomados', match: 'exact' },
  { href: '/especializacion', label: 'Programas de Especialización', match: 'exact' },
  { href: '/certificados', label: 'Certificaciones', match: 'exact' },
  { href: '/contacto', label: 'Contacto', match: 'exact' },
  { href: '/arbitraje', label: 'Corte de Arbitraje / Conciliación', match: 'exact' },
  { href: '/tramites', label: 'Trámites Educativos', match: 'exact' },
  { href: LOGIN_PATH, label: 'Aula Virtual', match: 'prefix' },
];

export const HOME_LINK: NavLink = { href: '/', label: 'Inicio', match: 'exact' };

/** Active when the path equals the target; the classroom link matches by prefix. */
export function isLinkActive(link: NavLink, path: string): boolean {
  if (link.match === 'prefix') return path.startsWith(link.href);
  return normalizePath(path) === link.href;
}

/** The search URL for a text, or null when the trimmed text is empty (nothing happens). */
export function searchUrl(text: string): string | null {
  const q = text.trim();
  return q ? `/buscar?q=${encodeURIComponent(q)}` : null;
}

/** Client-side navigation for a plain left click; modified clicks keep the browser's behaviour. */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string, navigate: (to: string) => void): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  navigate(href);
  return true;
}

function currentLocation() {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** The current location, updated on every single-spa routing event and history change. */
export function useCurrentLocation(): { pathname: string; search: string } {
  const [loc, setLoc] = useState(currentLocation);
  useEffect(() => {
    const update = () =>
      setLoc((prev) => {
        const next = currentLocation();
        return prev.pathname === next.pathname && prev.search === next.search ? prev : next;
      });
    window.addEventListener('popstate', update);
    window.addEventListener('single-spa:routing-event', update);
    update();
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('single-spa:routing-event', update);
    };
  }, []);
  return loc;
}
