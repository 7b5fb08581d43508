import { z } from 'zod';
import { completionModeInputSchema, COMPLETION_MODES, resourceIdParamsSchema } from '@inpro/shared-contracts';
import { errors as teacherErrors, type TeacherRoutes } from '../../routes/teacher/routeContext';
import { setCompletionMode } from './setCompletionMode';

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
