import styles from './Content.module.css';

export interface CardText {
  title: string;
  text: string;
}

/** A grid of cards, each a title (h3) and a paragraph. */
export function CardGrid({ items }: { items: readonly CardText[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
