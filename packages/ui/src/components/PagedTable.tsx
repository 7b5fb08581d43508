import type { Page } from '@inpro/shared-contracts';
import { loadError } from '@inpro/ui';
import { DataTable, type DataColumn } from './DataTable';
import { Pager } from './Pager';
import { areaStyles as styles } from '@inpro/ui/layout';

/** What a paged list query gives the table (a TanStack Query result of one page). */
export interface PagedQuery<T> {
  data: Page<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface PagedTableProps<T> {
  /** Names the table for screen readers (hidden: the page's heading says it). */
  caption: string;
  columns: readonly DataColumn<T>[];
  query: PagedQuery<T>;
  rowKey: (row: T) => number | string;
  /** The page shown (0-based) and how to move to another. */
  page: number;
  onPageChange: (page: number) => void;
  /** "1 usuario" / "12 usuarios": the count above the table. */
  countLabel: (total: number) => string;
  loadingLabel: string;
  /** The message when the list does not load and the server says nothing more precise. */
  loadErrorMessage: string;
  emptyText: string;
  /** The pager's accessible name, e.g. "Páginas de usuarios". */
  pagerLabel: string;
}

/**
 * A server-paged list of an administration screen: the total above, the table through its states
 * (loading, error with 'Reintentar', empty, rows) and the pager under it when there is more than
 * one page (disabled while the next page loads).
 */
export function PagedTable<T>({
  caption,
  columns,
  query,
  rowKey,
  page,
  onPageChange,
  countLabel,
  loadingLabel,
  loadErrorMessage,
  emptyText,
  pagerLabel,
}: PagedTableProps<T>) {
  const { data } = query;
  return (
    <>
      {data ? <p className={styles.count}>{countLabel(data.totalElements)}</p> : null}
      <DataTable
        caption={caption}
        captionHidden
        columns={columns}
        rows={data?.content}
        rowKey={rowKey}
        loading={query.isFetching}
        loadingLabel={loadingLabel}
        error={query.isError ? loadError(query.error, loadErrorMessage) : undefined}
        onRetry={() => query.refetch()}
        emptyText={emptyText}
        footer={
          data && data.totalPages > 1 ? (
            <Pager page={page} totalPages={data.totalPages} onPageChange={onPageChange} disabled={query.isFetching} label={pagerLabel} />
          ) : null
        }
      />
    </>
  );
}
