import { eq } from 'drizzle-orm';
import { foldText, type Course, type TeacherInfo } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { users } from '../../db/schema';

interface OwnTeacher {
  fullName: string;
  role: string;
  specialty: string;
  bio: string;
}

/**
 * The course's teacher list with its own teacher (teacherId) read from that teacher's profile:
 * the entry of the same name takes the profile's specialty and bio (the course's bio stays when
 * the profile has none); a DOCENTE who is not listed yet is put first. Other entries are kept.
 */
export function mergeOwnTeacher(teachers: TeacherInfo[], own: OwnTeacher | undefined): TeacherInfo[] {
  if (!own || !own.fullName.trim()) return teachers;
  const key = foldText(own.fullName).replace(/\s+/g, ' ').trim();
  const fromProfile = (base?: TeacherInfo): TeacherInfo => ({
    name: base?.name || own.fullName,
    bio: own.bio.trim() || base?.bio || '',
    ...(own.specialty.trim() ? { specialty: own.specialty.trim() } : base?.specialty ? { specialty: base.specialty } : {}),
  });
  const index = teachers.findIndex((t) => foldText(t.name).replace(/\s+/g, ' ').trim() === key);
  if (index >= 0) return teachers.map((t, i) => (i === index ? fromProfile(t) : t));
  if (own.role !== 'DOCENTE') return teachers;
  return [fromProfile(), ...teachers];
}

/** The course as the public page shows it: its own teacher from the teacher's profile. */
export async function withOwnTeacherProfile(db: Db, course: Course): Promise<Course> {
  const [own] = await db
    .select({ fullName: users.fullName, role: users.role, specialty: users.specialty, bio: users.bio, active: users.active })
    .from(users)
    .where(eq(users.id, course.teacherId))
    .limit(1);
  if (!own?.active) return course;
  return { ...course, teachers: mergeOwnTeacher(course.teachers, own) };
}
