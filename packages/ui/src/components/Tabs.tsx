import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';
import { useUniqueId } from './useUniqueId';

interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): only the selected tab is in the Tab
 * order (roving tabindex); Left/Right arrows move and select, Home/End go to the ends.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const base = useUniqueId('tabs');
  const [inner, setInner] = useState(defaultSelectedId ?? tabs.find((t) => !t.disabled)?.id);
  const current = selectedId ?? inner;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInner(id);
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = tabs.map((t, i) => ({ t, i })).filter(({ t }) => !t.disabled);
    const pos = enabled.findIndex(({ i }) => i === index);
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = enabled[(pos + 1) % enabled.length]?.i;
    else if (e.key === 'ArrowLeft') next = enabled[(pos - 1 + enabled.length) % enabled.length]?.i;
    else if (e.key === 'Home') next = enabled[0]?.i;
    else if (e.key === 'End') next = enabled[enabled.length - 1]?.i;
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[next];
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
