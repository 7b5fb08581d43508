// Test-only: the student's profile as GET /me/profile answers it.
import type { Profile } from '@inpro/shared-contracts';

export const profile: Profile = {
  id: 7,
  email: 'estudiante@inpro.test',
  role: 'ESTUDIANTE',
  firstName: 'Estela',
  lastName: 'Estudiante',
  honorific: '',
  fullName: 'Estela Estudiante',
  phone: '987654321',
  dni: null,
  studentCode: 'A0001',
  specialty: '',
  bio: '',
};
