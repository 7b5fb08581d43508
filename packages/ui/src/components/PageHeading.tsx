import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';
import { usePageTitle } from './usePageTitle';

export interface PageHeadingProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Actions on the right (links, buttons). */
  actions?: ReactNode;
}

/** A screen's h1 (also the document title) with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
