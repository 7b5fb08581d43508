import styles from './Content.module.css';

export interface Faq {
  question: string;
  answer: string;
}

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader ready). */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
