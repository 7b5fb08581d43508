import styles from './ProgressBar.module.css';
import { useUniqueId } from './useUniqueId';

export interface ProgressBarProps {
  /** Visible label, e.g. the course title. */
  label: string;
  /** 0–100 (clamped and rounded). */
  value: number;
  /** Visible text next to the label; default "{value}%". */
  valueText?: string;
  /** Hide the label row (the bar keeps its accessible name). */
  compact?: boolean;
}

/** A labelled progress bar (role="progressbar" with aria-valuenow 0–100). */
export function ProgressBar({ label, value, valueText, compact = false }: ProgressBarProps) {
  const id = useUniqueId('progress');
  const pct = Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));
  const text = valueText ?? `${pct}%`;
  return (
    <div className={styles.wrap}>
      {compact ? null : (
        <div className={styles.head}>
          <span id={id} className={styles.label}>
            {label}
          </span>
          <span className={styles.value}>{text}</span>
        </div>
      )}
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={text}
        {...(compact ? { 'aria-label': label } : { 'aria-labelledby': id })}
      >
        <span className={styles.fill} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
