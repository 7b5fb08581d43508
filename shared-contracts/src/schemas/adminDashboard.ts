import { z } from '../zod';

const DASHBOARD_ALERT_KINDS = ['COURSE_NOT_READY', 'OVERDUE_BALANCE', 'PENDING_RECTIFICATIONS', 'PENDING_VOUCHERS'] as const;

/** One alert computed from the data; `link` is where to act on it (a page of the site) or null. */
const dashboardAlertSchema = z.object({
  kind: z.enum(DASHBOARD_ALERT_KINDS),
  severity: z.enum(['info', 'warning', 'danger']),
  title: z.string(),
  detail: z.string(),
  count: z.number().int(),
  link: z.string().nullable(),
});
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

/** One line of the recent activity (from the audit log). */
const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** Creación, Actualización, Eliminación, Inicio de Sesión, Exportación, or the raw action. */
  group: z.string(),
  description: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /admin/dashboard */
export const adminDashboardSchema = z.object({
  counts: z.object({
    students: z.number().int(),
    teachers: z.number().int(),
    courses: z.number().int(),
    publishedCourses: z.number().int(),
    /** Enrolments of the last 30 days. */
    recentEnrolments: z.number().int(),
  }),
  alerts: z.array(dashboardAlertSchema),
  newestParticipants: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      role: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  recentActivity: z.array(activityEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
