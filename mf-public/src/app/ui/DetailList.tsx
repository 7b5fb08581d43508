import type { ReactNode } from 'react';

interface DetailItem {
  label: string;
  value: ReactNode;
  /** Class of the item's row (instead of the list's itemClassName). */
  className?: string;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  className?: string;
  /** Class of every row. */
  itemClassName?: string;
  'aria-label'?: string;
}

/** A description list, one `<div><dt/><dd/></div>` row per item (keyed by label). */
export function DetailList({ items, className, itemClassName, 'aria-label': ariaLabel }: DetailListProps) {
  return (
    <dl className={className} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.label} className={item.className ?? itemClassName}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
