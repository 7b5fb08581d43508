import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  completionMarkSchema,
  completionModeInputSchema,
  COMPLETION_MODES,
  courseCompletionSchema,
  courseIdParamsSchema,
  errorBodySchema,
  resourceIdParamsSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { errors as teacherErrors, type TeacherRoutes } from '../teacher/routeContext';
import { courseCompletion } from './courseCompletion';
import { markResource } from './markResource';
import { setCompletionMode } from './setCompletionMode';
import { assertEnrolled } from '../classroom/access';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The student's completion of a course (per unit and in total) and the resources they mark done themselves. */
export async function registerStudentCompletionRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['student'], security: bearer };
  r.get(
    '/student/courses/:courseId/completion',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'What the caller has done in a course, per unit and in total',
        params: courseIdParamsSchema,
        response: { 200: courseCompletionSchema, ...errors },
      },
    },
    async (req) => {
      await assertEnrolled(req.server.db, req.user, req.params.courseId);
      return courseCompletion(req.server.db, req.user.id, req.params.courseId);
    },
  );
  r.post(
    '/student/resources/:resourceId/completion',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Mark a resource done or not done (only where the teacher lets students mark it)',
        params: resourceIdParamsSchema,
        body: completionMarkSchema,
        response: { 200: courseCompletionSchema, ...errors },
      },
    },
    async (req) => markResource(req, req.params.resourceId, req.body.done),
  );
}

/** The teacher chooses how a resource is completed: when opened, or marked by the student. */
export function registerCompletionModeRoute({ r, pre, common }: TeacherRoutes): void {
  r.put(
    '/teacher/resources/:resourceId/completion',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'How a resource is completed: VIEW (when opened) or MANUAL (the student marks it)',
        params: resourceIdParamsSchema,
        body: completionModeInputSchema,
        response: { 200: z.object({ resourceId: z.number().int(), mode: z.enum(COMPLETION_MODES) }), ...teacherErrors },
      },
    },
    async (req) => setCompletionMode(req, req.params.resourceId, req.body.mode),
  );
}
