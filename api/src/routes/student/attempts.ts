import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  attemptIdParamsSchema,
  attemptResponsesSchema,
  errorBodySchema,
  evaluationIdParamsSchema,
  studentAttemptSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { listAttempts } from '../../domain/student/listAttempts';
import { saveAttempt } from '../../domain/student/saveAttempt';
import { startAttempt } from '../../domain/student/startAttempt';
import { submitAttempt } from '../../domain/student/submitAttempt';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * A student's quiz attempts: start one, save answers as they go, submit it. Each attempt's deadline
 * is kept by the server, which submits what was saved when the time is up.
 */
export async function studentAttemptRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const auth = app.authenticate;
  const common = { tags: ['student'], security: bearer };

  r.get(
    '/student/evaluations/:evaluationId/attempts',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The caller’s attempts at a quiz',
        params: evaluationIdParamsSchema,
        response: { 200: z.array(studentAttemptSchema), ...errors },
      },
    },
    async (req) => listAttempts(req, req.params.evaluationId),
  );

  r.post(
    '/student/evaluations/:evaluationId/attempts',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Start an attempt (or answer the one in progress)',
        params: evaluationIdParamsSchema,
        response: { 201: studentAttemptSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await startAttempt(req, req.params.evaluationId)),
  );

  r.put(
    '/student/attempts/:attemptId/responses',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Save the answers so far while the attempt runs',
        params: attemptIdParamsSchema,
        body: attemptResponsesSchema,
        response: { 200: studentAttemptSchema, ...errors },
      },
    },
    async (req) => saveAttempt(req, req.params.attemptId, req.body),
  );

  r.post(
    '/student/attempts/:attemptId/submit',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Submit the attempt (final); graded at once, essays by the teacher',
        params: attemptIdParamsSchema,
        body: attemptResponsesSchema,
        response: { 200: studentAttemptSchema, ...errors },
      },
    },
    async (req) => submitAttempt(req, req.params.attemptId, req.body),
  );
}
