import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SkeletonProps {
  /** Number of placeholder bars. */
  lines?: number;
  /** Height of each bar (CSS length). */
  height?: string;
  width?: string;
  /** What screen readers hear while it shows. */
  label?: string;
}

/** Grey placeholder bars while content loads; announced once as a status. */
export function Skeleton({ lines = 3, height = '1em', width, label = 'Cargando…' }: SkeletonProps) {
  const style: CSSProperties = { height, ...(width ? { width } : {}) };
  return (
    <div role="status" aria-busy="true" className={styles.wrap} data-testid="skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        <span key={i} className={styles.bar} style={style} aria-hidden="true" />
      ))}
    </div>
  );
}
