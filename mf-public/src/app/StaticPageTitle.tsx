import { useEffect } from 'react';
import { useLocation } from '@inpro/ui/router';
import { documentTitle, publicPageMeta } from '@inpro/shared-contracts';

/**
 * The document title of the public pages with fixed content (the same table the server writes
 * into the HTML), so that moving between pages in the browser never keeps the previous title.
 * Screens with their own title (a course, a search) set it with usePageTitle, which runs after.
 */
export function StaticPageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = publicPageMeta(pathname);
    if (page) document.title = documentTitle(page.title);
  }, [pathname]);
  return null;
}
