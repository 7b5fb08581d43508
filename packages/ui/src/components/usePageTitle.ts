import { useEffect } from 'react';
import { documentTitle } from '@inpro/shared-contracts';

/** Sets the document title of a screen: "{title} | INPRO" (the same rule the server writes into the HTML). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
