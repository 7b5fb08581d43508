import { z } from 'zod';
import {
  rectificationIdParamsSchema,
  rectificationResolveSchema,
  rectificationSchema,
  teacherRectificationsQuerySchema,
} from '@inpro/shared-contracts';
import { errors, type TeacherRoutes } from './routeContext';
import { listRectifications } from '../../domain/teacher/listRectifications';
import { resolveRectification } from '../../domain/teacher/resolveRectification';

/** The teacher area's attendance rectifications the students asked for, and the teacher's answer. */
export function registerRectificationRoutes({ r, pre, common }: TeacherRoutes): void {
  r.get(
    '/teacher/rectifications',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Rectification requests of the teacher’s courses, newest first',
        querystring: teacherRectificationsQuerySchema,
        response: { 200: z.array(rectificationSchema), ...errors },
      },
    },
    async (req) => listRectifications(req, req.query),
  );

  r.post(
    '/teacher/rectifications/:rectificationId/resolve',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Accept (→ PRESENTE) or reject (with a reason) a rectification request',
        params: rectificationIdParamsSchema,
        body: rectificationResolveSchema,
        response: { 200: rectificationSchema, ...errors },
      },
    },
    async (req) => resolveRectification(req, req.params.rectificationId, req.body),
  );
}
