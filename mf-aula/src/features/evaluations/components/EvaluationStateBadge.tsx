import { Badge, type BadgeTone } from '@inpro/ui';
import { STUDENT_EVALUATION_STATE_LABELS, type StudentEvaluationState } from '@inpro/shared-contracts';

const TONES: Record<StudentEvaluationState, BadgeTone> = {
  POR_ENTREGAR: 'warning',
  VENCIDA: 'danger',
  ENTREGADA: 'info',
  EN_REVISION: 'info',
  CALIFICADA: 'success',
};

export function EvaluationStateBadge({ state }: { state: StudentEvaluationState }) {
  return <Badge tone={TONES[state]}>{STUDENT_EVALUATION_STATE_LABELS[state]}</Badge>;
}
