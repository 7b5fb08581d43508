import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { submitTask } from '../../../domain/student/submitTask';

/** POST /api/student/evaluations/:evaluationId/submission: submit a Tarea or Examen: JSON {text} or multipart (file + text), once, before the due date. */
export function submitTaskRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/evaluations/:evaluationId/submission',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Submit a Tarea or Examen: JSON {text} or multipart (file + text), once, before the due date',
        description:
          'Files follow the materials rules: pdf, ppt, pptx, doc, docx, xls, xlsx, csv, txt, zip, checked by content; 413 over the size limit.',
        consumes: ['application/json', 'multipart/form-data'],
        params: evaluationIdParamsSchema,
        response: {
          201: studentEvaluationSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409, 413, 415),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await submitTask(req, req.params.evaluationId)),
  );
}
