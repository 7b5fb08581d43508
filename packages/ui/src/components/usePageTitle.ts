import { useEffect } from 'react';

/** The site name appended to every page title. */
export const SITE_TITLE = 'INPRO';

/** Sets the document title of a screen: "{title} | INPRO". */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_TITLE}`;
  }, [title]);
}
