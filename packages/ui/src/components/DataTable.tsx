import type { Key, ReactNode } from 'react';
import styles from './DataTable.module.css';
import { EmptyState, ErrorState, Skeleton, useUniqueId, visuallyHiddenClass } from '@inpro/ui';

export interface DataColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** Cell content; by default the row's property named like the key. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The cell that names the row (rendered as a row header). */
  rowHeader?: boolean;
  /**
   * The column's name next to each value when, on a narrow screen, rows become cards (default: the
   * header when it is text; none for the row header, the card's title). An empty string shows the
   * value alone (e.g. the row's actions).
   */
  label?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (visible unless captionHidden). */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | null | undefined;
  rowKey: (row: T, index: number) => Key;
  loading?: boolean;
  loadingLabel?: string;
  /** Error text: replaces the table with an alert (and 'Reintentar' when onRetry is given). */
  error?: ReactNode;
  onRetry?: () => void | Promise<unknown>;
  /** The screen's empty text, e.g. "Sin inscritos.". */
  emptyText?: ReactNode;
  /** Shown under the table, e.g. a Pager. */
  footer?: ReactNode;
}

function alignClass(align: DataColumn<unknown>['align']) {
  if (align === 'right') return styles.right;
  if (align === 'center') return styles.center;
  return undefined;
}

/** The name shown before a value in a card: the row header is the card's title, so it has none. */
function cardLabel(column: DataColumn<never>): string | undefined {
  if (column.label !== undefined) return column.label;
  if (column.rowHeader) return undefined;
  return typeof column.header === 'string' ? column.header : undefined;
}

/**
 * A data table that goes through the list states: loading (skeleton), error (alert with
 * retry), empty (the screen's text), rows. Where it has less than 40rem (a phone), each row
 * becomes a card (every value under its column's name, the actions in view) instead of a table
 * wider than the screen; the scrolling region is the fallback for tables still too wide.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel = 'Cargando…',
  error,
  onRetry,
  emptyText = 'No hay resultados.',
  footer,
}: DataTableProps<T>) {
  const captionId = useUniqueId('table-caption');
  let body: ReactNode;
  if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (loading && !rows?.length) {
    body = <Skeleton lines={4} height="1.5em" label={loadingLabel} />;
  } else if (!rows || rows.length === 0) {
    body = <EmptyState message={emptyText} />;
  } else {
    body = (
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHiddenClass : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={alignClass(c.align)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((c) => {
                  const content = c.render ? c.render(row, index) : cellValue(row, c.key);
                  const label = cardLabel(c as DataColumn<never>);
                  return c.rowHeader ? (
                    <th key={c.key} scope="row" className={alignClass(c.align)} data-label={label || undefined}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={alignClass(c.align)} data-label={label || undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      {body}
      {footer ? <div className={styles.below}>{footer}</div> : null}
    </div>
  );
}

function cellValue(row: unknown, key: string): ReactNode {
  if (!row || typeof row !== 'object') return null;
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
