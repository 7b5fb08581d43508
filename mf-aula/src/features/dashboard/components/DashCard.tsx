import type { ReactNode } from 'react';
import { Link } from '@inpro/ui/router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, OFFLINE_NOT_SAVED, Skeleton, useUniqueId, loadError, waitsForConnection } from '@inpro/ui';
import styles from './Dashboard.module.css';

export interface DashCardProps {
  title: string;
  /** A link in the card's header, e.g. to the full list. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A dashboard card: a titled region with an optional "see all" link. */
export function DashCard({ title, more, className, children }: DashCardProps) {
  const id = useUniqueId('dash-card');
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={styles.more}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

export interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorText: string;
  children: (data: T) => ReactNode;
}

/** A card's content through the states of its query: skeleton, small error with 'Reintentar', data. */
export function QueryContent<T>({ query, loadingLabel, errorText, children }: QueryContentProps<T>) {
  if (query.isPending)
    return waitsForConnection(query) ? <p className={styles.muted}>{OFFLINE_NOT_SAVED}</p> : <Skeleton lines={3} label={loadingLabel} />;
  // A failed refresh keeps the card's data (offline, the worker's copy or the last answer).
  if (query.isLoadingError)
    return (
      <div className={styles.cardError} role="alert">
        <p>{loadError(query.error, errorText)}</p>
        <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  return <>{children(query.data as T)}</>;
}
