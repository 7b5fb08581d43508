import { useEffect, useRef } from 'react';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { useLocation } from '@inpro/ui/router';

/** Whether this render is the one adopting a prerendered page (its mark is still on the page). */
function adoptsPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null;
}

/**
 * A new screen starts at the top (a change of the query alone, e.g. catalogue filters, keeps the
 * scroll). The page the server sent is not a new screen: the visitor may have scrolled it before
 * the application took it over, and stays where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path of the prerendered page this root adopted, until the visitor leaves it.
  const adopted = useRef<string | null | undefined>(undefined);
  if (adopted.current === undefined) adopted.current = adoptsPrerenderedPage() ? pathname : null;
  useEffect(() => {
    if (adopted.current === pathname) return;
    adopted.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
