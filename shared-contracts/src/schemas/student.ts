import { z } from '../zod';
import { pageOf, pageQuery } from './common';

export const STUDENT_COURSES_PAGE_SIZE = 5;

/** An item of GET /my/courses and GET /student/courses. */
export const myCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  area: z.string(),
  level: z.string(),
  type: z.string(),
  teacherVisible: z.string(),
  image: z.string().nullable(),
  hours: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  enrolledAt: z.string(),
  unitsCount: z.number().int(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

const nextAssignmentSchema = z.object({
  title: z.string(),
  course_code: z.string(),
  due_date: z.string(),
});
export type NextAssignment = z.infer<typeof nextAssignmentSchema>;

/** GET /student/home → {totalCourses, nextAssignment}. */
export const studentHomeSchema = z.object({
  totalCourses: z.number().int(),
  nextAssignment: nextAssignmentSchema.nullable(),
});
export type StudentHome = z.infer<typeof studentHomeSchema>;

/** GET /student/courses?page=0&size=5 */
export const studentCoursesQuerySchema = pageQuery(STUDENT_COURSES_PAGE_SIZE, 100);
export const studentCoursesPageSchema = pageOf(myCourseSchema);
