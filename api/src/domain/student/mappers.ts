import type { MyCourse } from '@inpro/shared-contracts';
import type { MyCourseRow } from './repo';

export function toMyCourse(c: MyCourseRow): MyCourse {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    area: c.area,
    level: c.level,
    type: c.type,
    teacherVisible: c.teacherVisible,
    image: c.image,
    hours: c.hours,
    startDate: c.startDate,
    endDate: c.endDate,
    enrolledAt: c.enrolledAt.toISOString(),
    unitsCount: c.unitsCount,
  };
}
