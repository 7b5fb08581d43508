import type { SubmissionStatusValue } from '@inpro/shared-contracts';
import type { BadgeTone } from '@inpro/ui';

export const STATUS_TONES: Record<SubmissionStatusValue, BadgeTone> = {
  PENDIENTE: 'warning',
  EN_REVISION: 'info',
  CALIFICADO: 'success',
};
