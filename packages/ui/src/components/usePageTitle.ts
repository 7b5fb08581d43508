import { useEffect } from 'react';
import { SITE_NAME, documentTitle } from '@inpro/shared-contracts';

/** The site name appended to every page title. */
const SITE_TITLE = SITE_NAME;

/** Sets the document title of a screen: "{title} | INPRO" (the same rule the server writes into the HTML). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
