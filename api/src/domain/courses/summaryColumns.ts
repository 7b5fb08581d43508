import { courses } from '../../db/schema';

/** What a course is called and how it is shown in lists of other modules (orders, my courses). */
export interface CourseSummary {
  id: number;
  title: string;
  code: string;
  area: string;
  level: string;
  type: string;
  teacherVisible: string;
}

/** The drizzle select columns of a CourseSummary. */
export const courseSummaryColumns = {
  id: courses.id,
  title: courses.title,
  code: courses.code,
  area: courses.area,
  level: courses.level,
  type: courses.type,
  teacherVisible: courses.teacherVisible,
};
