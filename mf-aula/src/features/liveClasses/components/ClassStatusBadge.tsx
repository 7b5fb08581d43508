import { Badge, type BadgeTone } from '@inpro/ui';
import { CLASS_STATUS_LABELS, type ClassStatus } from '@inpro/shared-contracts';

const TONES: Record<ClassStatus, BadgeTone> = { EN_VIVO: 'danger', PROXIMA: 'info', FINALIZADA: 'neutral', CANCELADA: 'warning' };

/** 'En vivo' (highlighted), 'Próxima', 'Finalizada', 'Cancelada'. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return <Badge tone={TONES[status]}>{status === 'EN_VIVO' ? `● ${CLASS_STATUS_LABELS[status]}` : CLASS_STATUS_LABELS[status]}</Badge>;
}
