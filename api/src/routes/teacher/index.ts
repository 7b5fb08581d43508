import type { FastifyInstance } from 'fastify';
import { teacherDashboardSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { registerAnnouncementRoutes } from './announcementRoutes';
import { teacherDashboard } from '../../domain/teacher/dashboard';
import { registerEvaluationRoutes } from './evaluationRoutes';
import { registerAssessmentRoutes } from './assessmentRoutes';
import { registerGradebookRoutes } from './gradebookRoutes';
import { registerCompletionModeRoute } from '../../modules/completion/routes';
import { registerRectificationRoutes } from './rectificationRoutes';
import { errors, type TeacherRoutes } from './routeContext';
import { registerSessionRoutes } from './sessionRoutes';

/**
 * The teacher area (/prof): classes, attendance, rectifications, evaluations, submissions,
 * announcements and the dashboard, one file of routes per topic. Roles DOCENTE and ADMIN
 * (SUPER_ADMIN passes as ADMIN); a DOCENTE only for the courses they teach (403 «Solo puedes
 * gestionar los cursos que dictas.»).
 */
export default async function teacherModule(app: FastifyInstance): Promise<void> {
  const routes: TeacherRoutes = {
    r: zapp(app),
    pre: app.requireRoles('DOCENTE', 'ADMIN'),
    common: { tags: ['teacher'], security: bearer },
  };
  const { r, pre, common } = routes;

  r.get(
    '/teacher/dashboard',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Pending reviews, open rectifications and course progress',
        response: { 200: teacherDashboardSchema, ...errors },
      },
    },
    async (req) => teacherDashboard(req),
  );

  registerSessionRoutes(routes);
  registerRectificationRoutes(routes);
  registerEvaluationRoutes(routes);
  registerAssessmentRoutes(routes);
  registerAnnouncementRoutes(routes);
  registerGradebookRoutes(routes);
  registerCompletionModeRoute(routes);
}
