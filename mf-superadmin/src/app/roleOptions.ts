import { ROLE_LABELS, SUPERADMIN_ASSIGNABLE_ROLES, assignableRoleOf, type SuperadminAssignableRole } from '@inpro/shared-contracts';
import type { BadgeTone, SelectOption } from '@inpro/ui';

/** The four roles as select options (Estudiante, Docente, Administrador, Superadministrador). */
export const ROLE_OPTIONS: SelectOption[] = SUPERADMIN_ASSIGNABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

const TONES: Record<SuperadminAssignableRole, BadgeTone> = {
  ESTUDIANTE: 'neutral',
  DOCENTE: 'info',
  ADMIN: 'warning',
  SUPER_ADMIN: 'primary',
};

/** Badge tone of a stored role (both master spellings alike). */
export function roleTone(role: string): BadgeTone {
  return TONES[assignableRoleOf(role)];
}
