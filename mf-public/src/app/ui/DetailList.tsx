import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Class of the item's row. */
  className?: string;
}

/** A description list, one `<div><dt/><dd/></div>` row per item. */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={item.className}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
