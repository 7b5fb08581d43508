import { useEffect } from 'react';
import { useLocation } from '@inpro/ui/router';

/** A new screen starts at the top (a change of the query alone, e.g. catalogue filters, keeps the scroll). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
