import { useId, type ReactNode } from 'react';
import styles from './Content.module.css';

interface SectionProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  alt?: boolean;
  id?: string;
  children: ReactNode;
}

/** A page section labelled by its own heading. */
export function Section({ title, eyebrow, lead, alt, id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={alt ? styles.sectionAlt : styles.section} aria-labelledby={headingId}>
      <div className={styles.container}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
