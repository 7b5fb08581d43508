import type { ReactNode } from 'react';
import styles from './Content.module.css';

export function EmptyBox({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <h3>{title}</h3>
      {children}
    </div>
  );
}
