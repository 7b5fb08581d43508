import { Button, buttonClass } from '@inpro/ui';
import { JOIN_EARLY_MINUTES } from '@inpro/shared-contracts';
import type { ClassRow } from '../classRows';

/** 'Unirse': a link to the class from 15 minutes before the start until the end, else disabled. */
export function JoinButton({ row, size = 'sm' }: { row: ClassRow; size?: 'sm' | 'md' }) {
  const label = `Unirse a ${row.session.courseTitle}${row.session.topic ? `: ${row.session.topic}` : ''}`;
  if (row.canJoin && row.session.joinUrl) {
    return (
      <a
        className={buttonClass('primary', size)}
        href={row.session.joinUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (se abre en una pestaña nueva)`}
      >
        Unirse
      </a>
    );
  }
  const why =
    row.status === 'PROXIMA'
      ? row.session.joinUrl
        ? `Disponible ${JOIN_EARLY_MINUTES} minutos antes del inicio.`
        : 'El docente aún no publicó el enlace.'
      : row.status === 'CANCELADA'
        ? 'La clase fue cancelada.'
        : 'La clase terminó.';
  return (
    <Button size={size} variant="secondary" disabled title={why} aria-label={`${label}. ${why}`}>
      Unirse
    </Button>
  );
}
