import type { Role } from '@inpro/shared-contracts';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { users, type UserRow } from '../db/schema';
import { TEACHER_BIOS } from './catalog';

export const DEMO_PASSWORD = 'Inpro2026!';

interface AccountSpec {
  key: string;
  email: string;
  /** The name as shown: the honorific (a title, not a name), the given names and the surnames. */
  fullName: string;
  honorific?: string;
  /** Given names and surnames as the person writes them (never split from the full name). */
  firstName: string;
  lastName: string;
  role: Role;
  phone?: string;
  dni?: string;
  studentCode?: string;
}

/** The four demo accounts of the README plus more teachers and students. */
export const DEMO_ACCOUNTS: AccountSpec[] = [
  {
    key: 'superadmin',
    email: 'superadmin@inpro.test',
    fullName: 'Mariana Quispe Salazar',
    firstName: 'Mariana',
    lastName: 'Quispe Salazar',
    role: 'SUPER_ADMIN',
    phone: '987 654 321',
  },
  {
    key: 'admin',
    email: 'admin@inpro.test',
    fullName: 'Carlos Alberto Mendoza Ríos',
    firstName: 'Carlos Alberto',
    lastName: 'Mendoza Ríos',
    role: 'ADMIN',
    phone: '986 123 456',
  },
  {
    key: 'docente',
    email: 'docente@inpro.test',
    fullName: 'Dra. Lucía Fernández Paredes',
    honorific: 'Dra.',
    firstName: 'Lucía',
    lastName: 'Fernández Paredes',
    role: 'DOCENTE',
    phone: '985 222 333',
    dni: '40112233',
  },
  {
    key: 'estudiante',
    email: 'estudiante@inpro.test',
    fullName: 'Jorge Luis Ramírez Torres',
    firstName: 'Jorge Luis',
    lastName: 'Ramírez Torres',
    role: 'ESTUDIANTE',
    phone: '984 555 777',
    dni: '45678912',
    studentCode: 'A2026-0001',
  },
  {
    key: 'docente2',
    email: 'docente2@inpro.test',
    fullName: 'Dr. Alberto Huamán Castillo',
    honorific: 'Dr.',
    firstName: 'Alberto',
    lastName: 'Huamán Castillo',
    role: 'DOCENTE',
    dni: '41223344',
  },
  {
    key: 'docente3',
    email: 'rosa.vargas@inpro.test',
    fullName: 'Mg. Rosa Elena Vargas Chávez',
    honorific: 'Mg.',
    firstName: 'Rosa Elena',
    lastName: 'Vargas Chávez',
    role: 'DOCENTE',
    dni: '42334455',
  },
  {
    key: 'docente4',
    email: 'miguel.soto@inpro.test',
    fullName: 'Dr. Miguel Ángel Soto Palacios',
    honorific: 'Dr.',
    firstName: 'Miguel Ángel',
    lastName: 'Soto Palacios',
    role: 'DOCENTE',
    dni: '43445566',
  },
  {
    key: 'est2',
    email: 'ana.gutierrez@inpro.test',
    fullName: 'Ana Sofía Gutiérrez Lozano',
    firstName: 'Ana Sofía',
    lastName: 'Gutiérrez Lozano',
    role: 'ESTUDIANTE',
    dni: '46789123',
    studentCode: 'A2026-0002',
    phone: '983 111 222',
  },
  {
    key: 'est3',
    email: 'luis.chavez@inpro.test',
    fullName: 'Luis Fernando Chávez Núñez',
    firstName: 'Luis Fernando',
    lastName: 'Chávez Núñez',
    role: 'ESTUDIANTE',
    dni: '47891234',
    studentCode: 'A2026-0003',
  },
  {
    key: 'est4',
    email: 'maria.poma@inpro.test',
    fullName: 'María Fernanda Poma Cárdenas',
    firstName: 'María Fernanda',
    lastName: 'Poma Cárdenas',
    role: 'ESTUDIANTE',
    dni: '48912345',
    studentCode: 'A2026-0004',
  },
  {
    key: 'est5',
    email: 'diego.rojas@inpro.test',
    fullName: 'Diego Armando Rojas Vílchez',
    firstName: 'Diego Armando',
    lastName: 'Rojas Vílchez',
    role: 'ESTUDIANTE',
    dni: '49123456',
    studentCode: 'A2026-0005',
  },
  {
    key: 'est6',
    email: 'valeria.ccori@inpro.test',
    fullName: 'Valeria Ccori Huanca',
    firstName: 'Valeria',
    lastName: 'Ccori Huanca',
    role: 'ESTUDIANTE',
    dni: '70123456',
    studentCode: 'A2026-0006',
  },
  {
    key: 'est7',
    email: 'renato.ibanez@inpro.test',
    fullName: 'Renato Ibáñez Salcedo',
    firstName: 'Renato',
    lastName: 'Ibáñez Salcedo',
    role: 'ESTUDIANTE',
    dni: '71234567',
    studentCode: 'A2026-0007',
  },
  {
    key: 'est8',
    email: 'camila.paredes@inpro.test',
    fullName: 'Camila Paredes Alarcón',
    firstName: 'Camila',
    lastName: 'Paredes Alarcón',
    role: 'ESTUDIANTE',
    dni: '72345678',
    studentCode: 'A2026-0008',
  },
];

export async function seedAccounts(db: Db): Promise<Record<string, UserRow>> {
  const out: Record<string, UserRow> = {};
  for (const a of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        email: a.email,
        fullName: a.fullName,
        honorific: a.honorific ?? '',
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        phone: a.phone ?? null,
        dni: a.dni ?? null,
        studentCode: a.studentCode ?? null,
        // A teacher's profile: shown on the public pages of the courses they teach.
        specialty: TEACHER_BIOS[a.key]?.specialty ?? '',
        bio: TEACHER_BIOS[a.key]?.bio ?? '',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    out[a.key] = row;
  }
  return out;
}
