import { DEFAULT_COURSE_LEVEL, foldText } from '@inpro/shared-contracts';
import styles from './Content.module.css';

const LEVEL_CLASSES: Record<string, [string, string]> = {
  basico: [styles.levelBasico, styles.tagBasico],
  intermedio: [styles.levelIntermedio, styles.tagIntermedio],
  avanzado: [styles.levelAvanzado, styles.tagAvanzado],
};

function levelKey(level: string): string {
  return foldText(level);
}

/** Level chip: Básico green, Intermedio amber, Avanzado red (colour as a dot and border, text stays dark for contrast). */
export function LevelTag({ level }: { level?: string | null }) {
  const text = level && level.trim() ? level.trim() : DEFAULT_COURSE_LEVEL;
  const [dot, border] = LEVEL_CLASSES[levelKey(text)] ?? LEVEL_CLASSES.basico;
  return (
    <span className={`${styles.tag} ${border}`} data-level={levelKey(text)}>
      <span className={`${styles.dot} ${dot}`} aria-hidden="true" />
      Nivel {text}
    </span>
  );
}
