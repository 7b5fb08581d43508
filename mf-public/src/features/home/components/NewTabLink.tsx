import type { ReactNode } from 'react';
import content from '../../shared-content/components/Content.module.css';

/** A link that opens in a new tab and says so to screen-reader users. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={content.visuallyHidden}> (se abre en una pestaña nueva)</span>
    </a>
  );
}
