import { z } from 'zod';
import {
  evaluationCreateSchema,
  evaluationIdParamsSchema,
  evaluationUpdateSchema,
  gradeSubmissionSchema,
  submissionDetailSchema,
  submissionIdParamsSchema,
  submissionPageSchema,
  teacherEvaluationSchema,
  teacherEvaluationsQuerySchema,
  teacherSubmissionsQuerySchema,
} from '@inpro/shared-contracts';
import { errors, type TeacherRoutes } from './routeContext';
import { createEvaluation } from '../../domain/teacher/createEvaluation';
import { deleteEvaluation } from '../../domain/teacher/deleteEvaluation';
import { getTeacherEvaluation, listTeacherEvaluations } from '../../domain/teacher/listEvaluations';
import { getSubmission, gradeSubmission, listSubmissions, reviewSubmission } from '../../domain/teacher/submissions';
import { updateEvaluation } from '../../domain/teacher/updateEvaluation';

/** The teacher area's evaluations (tasks and quizzes) and the students' submissions: review and grade. */
export function registerEvaluationRoutes({ r, pre, common }: TeacherRoutes): void {
  r.get(
    '/teacher/evaluations',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The teacher’s evaluations with submission counters',
        querystring: teacherEvaluationsQuerySchema,
        response: { 200: z.array(teacherEvaluationSchema), ...errors },
      },
    },
    async (req) => listTeacherEvaluations(req, req.query.courseId),
  );

  r.post(
    '/teacher/evaluations',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Create an Examen, Tarea or Quiz (students are notified)',
        body: evaluationCreateSchema,
        response: { 201: teacherEvaluationSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createEvaluation(req, req.body)),
  );

  r.get(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'One evaluation',
        params: evaluationIdParamsSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => getTeacherEvaluation(req, req.params.evaluationId),
  );

  r.put(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Edit an evaluation',
        params: evaluationIdParamsSchema,
        body: evaluationUpdateSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => updateEvaluation(req, req.params.evaluationId, req.body),
  );

  r.delete(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Delete an evaluation nobody submitted yet',
        params: evaluationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteEvaluation(req, req.params.evaluationId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/teacher/submissions',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Submissions (Pendiente, En revisión, Calificado) of the teacher’s courses, paged',
        querystring: teacherSubmissionsQuerySchema,
        response: { 200: submissionPageSchema, ...errors },
      },
    },
    async (req) => listSubmissions(req, req.query),
  );

  r.get(
    '/teacher/submissions/:submissionId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'One submission: answer text, file link, quiz answers',
        params: submissionIdParamsSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => getSubmission(req, req.params.submissionId),
  );

  r.post(
    '/teacher/submissions/:submissionId/review',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Start reviewing a submission (Pendiente → En revisión)',
        params: submissionIdParamsSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => reviewSubmission(req, req.params.submissionId),
  );

  r.post(
    '/teacher/submissions/:submissionId/grade',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Grade a submission 0–20 with feedback (the student is notified)',
        params: submissionIdParamsSchema,
        body: gradeSubmissionSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => gradeSubmission(req, req.params.submissionId, req.body),
  );
}
