import type { FastifyInstance } from 'fastify';
import { errorBodySchema, studentHomeSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { studentHome } from '../../../domain/student/studentHome';

/** GET /api/student/home: student home: totalCourses and nextAssignment. */
export function studentHomeRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/home',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Student home: totalCourses and nextAssignment',
        description:
          'nextAssignment is the nearest of the next assignment still due and the next scheduled session not yet started, in the user’s courses; due_date is an ISO 8601 instant. null when there is none.',
        response: { 200: studentHomeSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => studentHome(req),
  );
}
