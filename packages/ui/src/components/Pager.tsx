import styles from './DataTable.module.css';
import { Button } from '@inpro/ui';

export interface PagerProps {
  /** Current page, starting at 0. */
  page: number;
  onPageChange: (page: number) => void;
  /** Total pages when the server says so. */
  totalPages?: number;
  /** Whether a next page exists, when the total is unknown (e.g. a full page came back). */
  hasNext?: boolean;
  /** Both buttons off while a page loads. */
  disabled?: boolean;
  label?: string;
}

/**
 * Previous/next pager. 'Anterior' is disabled on the first page (page 0); 'Siguiente' is
 * disabled on the last page (by totalPages) or when hasNext is false.
 */
export function Pager({ page, onPageChange, totalPages, hasNext, disabled = false, label = 'Paginación' }: PagerProps) {
  const isFirst = page <= 0;
  const isLast = totalPages !== undefined ? page >= totalPages - 1 : hasNext !== undefined ? !hasNext : false;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="secondary" size="sm" disabled={disabled || isFirst} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <span className={styles.pageInfo} aria-live="polite">
        {totalPages !== undefined && totalPages > 0 ? `Página ${page + 1} de ${totalPages}` : `Página ${page + 1}`}
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || isLast} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
