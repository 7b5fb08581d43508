import styles from './Content.module.css';

export interface Step {
  title: string;
  text: string;
  duration?: string;
}

/** A numbered process (ordered list, so the order is announced). */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3>{step.title}</h3>
          {step.duration && <span className={styles.duration}>Duración: {step.duration}</span>}
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
