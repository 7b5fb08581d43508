import { REMOTE_NAMES } from '@inpro/shared-contracts';

/** Readable name of each remote (the area it serves). */
export const REMOTE_LABELS: Record<(typeof REMOTE_NAMES)[number], string> = {
  'mf-public': 'Sitio público',
  'mf-aula': 'Aula Virtual',
  'mf-teacher': 'Área docente',
  'mf-admin': 'Administración',
  'mf-superadmin': 'Administración maestra',
};

export const HISTORY_ACTION_LABELS = { deploy: 'Despliegue', activate: 'Activación', rollback: 'Reversión' } as const;
