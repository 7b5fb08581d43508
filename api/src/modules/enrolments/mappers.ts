import { normalizeRole, type Participant } from '@inpro/shared-contracts';
import type { ParticipantRow } from './repo';

export function toParticipant(p: ParticipantRow): Participant {
  return {
    id: p.id,
    fullName: p.fullName,
    name: p.fullName,
    email: p.email,
    dni: p.dni,
    studentCode: p.studentCode,
    role: normalizeRole(p.role),
    enrolledAt: p.enrolledAt.toISOString(),
  };
}
