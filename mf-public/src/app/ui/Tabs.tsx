import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** Accessible name of the tab list. */
  label: string;
}

/** WAI-ARIA tabs: roving tabindex, arrow keys, Home/End, automatic activation. */
export function Tabs({ items, selected, onSelect, label }: TabsProps) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((t) => t.id === selected));

  const focusAt = (i: number) => {
    const next = (i + items.length) % items.length;
    onSelect(items[next].id);
    refs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowRight') focusAt(index + 1);
    else if (e.key === 'ArrowLeft') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(items.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-controls={`${base}-panel-${t.id}`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(t.id)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={i !== index}
          tabIndex={0}
          className={styles.tabpanel}
        >
          {i === index ? t.content : null}
        </div>
      ))}
    </div>
  );
}
