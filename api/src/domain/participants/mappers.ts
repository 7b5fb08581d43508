import { formatDate, type ParticipantRow } from '@inpro/shared-contracts';
import type { ParticipantDbRow } from './repo';

export function toParticipant(r: ParticipantDbRow): ParticipantRow {
  return {
    id: r.id,
    fullName: r.full_name,
    email: r.email,
    dni: r.dni,
    phone: r.phone,
    studentCode: r.student_code,
    registration: r.registration,
    payment: r.payment,
    balance: Number(r.balance),
    status: r.status,
    courses: Number(r.courses),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Columns of the participants CSV (Spanish headers, one row per participant). */
export const PARTICIPANT_CSV_COLUMNS: { header: string; value: (p: ParticipantRow) => string | number }[] = [
  { header: 'Nombre', value: (p) => p.fullName },
  { header: 'Email', value: (p) => p.email },
  { header: 'DNI', value: (p) => p.dni ?? '' },
  { header: 'Teléfono', value: (p) => p.phone ?? '' },
  { header: 'Código de alumno', value: (p) => p.studentCode ?? '' },
  { header: 'Registro', value: (p) => p.registration },
  { header: 'Pago', value: (p) => p.payment ?? 'Sin pagos' },
  { header: 'Saldo (S/)', value: (p) => p.balance.toFixed(2) },
  { header: 'Estado', value: (p) => p.status },
  { header: 'Cursos', value: (p) => p.courses },
  { header: 'Registrado', value: (p) => formatDate(p.createdAt) },
];
