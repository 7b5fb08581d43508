import { Badge, type BadgeTone } from './Badge';

const TONES: Record<string, BadgeTone> = {
  basico: 'success',
  intermedio: 'warning',
  avanzado: 'danger',
};

function key(level: string): string {
  return level
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Colour of a course level: Básico green, Intermedio amber, Avanzado red, anything else neutral. */
export function levelTone(level: string | null | undefined): BadgeTone {
  return (level && TONES[key(level)]) || 'neutral';
}

/** The level of a course as a coloured tag. Level is free text; it is shown as written. */
export function LevelTag({ level }: { level: string | null | undefined }) {
  if (!level || !level.trim()) return null;
  return <Badge tone={levelTone(level)}>{level.trim()}</Badge>;
}
