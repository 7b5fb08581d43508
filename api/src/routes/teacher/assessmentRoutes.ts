import { z } from 'zod';
import {
  attemptIdParamsSchema,
  bankQuestionCreateSchema,
  bankQuestionIdParamsSchema,
  bankQuestionSchema,
  courseIdParamsSchema,
  evaluationIdParamsSchema,
  extensionParamsSchema,
  extensionSchema,
  gradeEssaysSchema,
  teacherAttemptSchema,
  teacherEvaluationSchema,
} from '@inpro/shared-contracts';
import { errors, type TeacherRoutes } from './routeContext';
import { gradeAttempt, listEvaluationAttempts } from '../../domain/teacher/attempts';
import { createBankQuestion, deleteBankQuestion, listBankQuestions } from '../../domain/teacher/questionBank';
import { removeExtension, setExtension } from '../../domain/teacher/setExtension';

/** The teacher's assessment tools: a course's question bank, quiz attempts and essay grades, extensions. */
export function registerAssessmentRoutes({ r, pre, common }: TeacherRoutes): void {
  r.get(
    '/teacher/courses/:courseId/question-bank',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The course’s question bank',
        params: courseIdParamsSchema,
        response: { 200: z.array(bankQuestionSchema), ...errors },
      },
    },
    async (req) => listBankQuestions(req, req.params.courseId),
  );

  r.post(
    '/teacher/courses/:courseId/question-bank',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Add a question to the course’s bank',
        params: courseIdParamsSchema,
        body: bankQuestionCreateSchema,
        response: { 201: bankQuestionSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createBankQuestion(req, req.params.courseId, req.body)),
  );

  r.delete(
    '/teacher/question-bank/:questionId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Remove a question from the bank',
        params: bankQuestionIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteBankQuestion(req, req.params.questionId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/teacher/evaluations/:evaluationId/attempts',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Every attempt at a quiz (expired ones submitted first)',
        params: evaluationIdParamsSchema,
        response: { 200: z.array(teacherAttemptSchema), ...errors },
      },
    },
    async (req) => listEvaluationAttempts(req, req.params.evaluationId),
  );

  r.post(
    '/teacher/attempts/:attemptId/grade',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Grade the essay questions of an attempt (the student is notified)',
        params: attemptIdParamsSchema,
        body: gradeEssaysSchema,
        response: { 200: teacherAttemptSchema, ...errors },
      },
    },
    async (req) => gradeAttempt(req, req.params.attemptId, req.body),
  );

  r.put(
    '/teacher/evaluations/:evaluationId/extensions',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Give one student a later due date (audited; the student is notified)',
        params: evaluationIdParamsSchema,
        body: extensionSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => setExtension(req, req.params.evaluationId, req.body),
  );

  r.delete(
    '/teacher/evaluations/:evaluationId/extensions/:userId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Remove a student’s extension',
        params: extensionParamsSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => removeExtension(req, req.params.evaluationId, req.params.userId),
  );
}
