import { eq } from 'drizzle-orm';
import { CLASSROOM_LINKS } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courses } from '../../db/schema';
import { enrolledUserIds } from '../../modules/classroom/access';
import { notifyMany } from '../notifications/notify';
import type { UnitBrief } from './access';

/** Tells the students of the unit's course that a new resource is there (bell item "Material"). */
export async function notifyNewMaterial(db: Db, unit: UnitBrief, title: string): Promise<void> {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, unit.courseId)).limit(1);
  if (!course) return;
  await notifyMany(db, await enrolledUserIds(db, unit.courseId), {
    kind: 'MATERIAL',
    title: `Nuevo material en ${course.title}`,
    body: `${unit.title}: ${title}`,
    link: CLASSROOM_LINKS.studentMaterials(unit.courseId, unit.id),
  });
}
