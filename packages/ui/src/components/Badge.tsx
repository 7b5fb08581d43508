import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
  /** Extra text for screen readers, e.g. "Nivel". */
  'aria-label'?: string;
}

/** A small label: statuses (Publicado/Borrador), roles, types. */
export function Badge({ children, tone = 'neutral', className, 'aria-label': ariaLabel }: BadgeProps) {
  return (
    <span
      className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      aria-label={ariaLabel}
    >
      {children}
    </span>
  );
}
