import type { ReactNode } from 'react';
import { VisuallyHidden } from '@inpro/ui';

/** A link that opens in a new tab and says so to screen-reader users. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  );
}
