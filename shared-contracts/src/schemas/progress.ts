import { z } from '../zod';

/**
 * A student's progress in one course: (attended + opened) / (held + resources), in % (see
 * `progressPercent`). Computed by one server function, shown the same way everywhere.
 */
export const courseProgressSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  code: z.string(),
  /** Sessions attended (PRESENTE). */
  attended: z.number().int(),
  /** Resources of the course the student opened. */
  opened: z.number().int(),
  /** Sessions held so far (begun, not cancelled). */
  held: z.number().int(),
  /** Sessions of the course (not cancelled). */
  sessionsTotal: z.number().int(),
  resources: z.number().int(),
  percent: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** A teacher's course on the dashboard: share of its sessions held so far. */
const teacherCourseProgressSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  code: z.string(),
  students: z.number().int(),
  sessionsHeld: z.number().int(),
  sessionsTotal: z.number().int(),
  percent: z.number().int(),
});

/** GET /teacher/dashboard: submissions waiting for review (Pendiente + En revisión) and course progress. */
export const teacherDashboardSchema = z.object({
  pendingReview: z.number().int(),
  pendingRectifications: z.number().int(),
  courses: z.array(teacherCourseProgressSchema),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;
