import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';
import styles from './PageHeading.module.css';

export interface PageHeadingProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Actions on the right (links, buttons). */
  actions?: ReactNode;
}

/** The screen's h1 (also the document title) with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {subtitle ? <p className={styles.pageSubtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </header>
  );
}
