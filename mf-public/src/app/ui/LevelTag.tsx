import styles from './ui.module.css';

const LEVEL_CLASS: Record<string, string | undefined> = {
  basico: styles.basico,
  intermedio: styles.intermedio,
  avanzado: styles.avanzado,
};

function levelKey(level: string): string {
  return level.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Level badge: Básico green, Intermedio amber, Avanzado red (design tokens). */
export function LevelTag({ level }: { level: string }) {
  const cls = LEVEL_CLASS[levelKey(level)] ?? styles.basico;
  return (
    <span className={`${styles.level} ${cls}`} data-level={levelKey(level)}>
      {level}
    </span>
  );
}
