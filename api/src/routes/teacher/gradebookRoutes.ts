import {
  errorBodySchema,
  gradebookCategoryInputSchema,
  gradebookCategoryParamsSchema,
  gradebookEvaluationCategorySchema,
  gradebookEvaluationParamsSchema,
  gradebookExportQuerySchema,
  gradebookItemInputSchema,
  gradebookItemParamsSchema,
  gradebookItemScoreParamsSchema,
  gradebookOverrideInputSchema,
  gradebookSchema,
  gradebookScoreInputSchema,
  gradebookStudentParamsSchema,
  courseIdParamsSchema,
} from '@inpro/shared-contracts';
import { exportLimit } from '../../lib/rateLimits';
import { errors, type TeacherRoutes } from './routeContext';
import { createCategory, deleteCategory, updateCategory } from '../../domain/teacher/gradebook/categories';
import { exportGradebook } from '../../domain/teacher/gradebook/exportGradebook';
import { createItem, deleteItem, setEvaluationCategory, updateItem } from '../../domain/teacher/gradebook/items';
import { getTaughtGradebook } from '../../domain/teacher/gradebook/loadTaughtGradebook';
import { overrideFinalGrade } from '../../domain/teacher/gradebook/overrideFinalGrade';
import { setItemScore } from '../../domain/teacher/gradebook/scores';

/**
 * The gradebook of a course (/prof/cursos/:id/calificaciones): categories with weights, manual items,
 * grades, final-grade overrides (audited) and the CSV/XLSX export. Every answer is the whole gradebook.
 */
export function registerGradebookRoutes({ r, pre, common }: TeacherRoutes): void {
  const base = '/teacher/courses/:courseId/gradebook';
  const ok = { 200: gradebookSchema, ...errors };

  r.get(
    base,
    { preHandler: pre, schema: { ...common, summary: 'The course’s gradebook', params: courseIdParamsSchema, response: ok } },
    async (req) => getTaughtGradebook(req, req.params.courseId),
  );

  r.get(
    `${base}/export`,
    {
      preHandler: pre,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'The gradebook as CSV or XLSX (recorded in the audit log as an export)',
        params: courseIdParamsSchema,
        querystring: gradebookExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => exportGradebook(req, reply, req.params.courseId, req.query.format),
  );

  r.post(
    `${base}/categories`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Add a weighted category',
        params: courseIdParamsSchema,
        body: gradebookCategoryInputSchema,
        response: ok,
      },
    },
    async (req) => createCategory(req, req.params.courseId, req.body),
  );
  r.put(
    `${base}/categories/:categoryId`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Rename or reweigh a category',
        params: gradebookCategoryParamsSchema,
        body: gradebookCategoryInputSchema,
        response: ok,
      },
    },
    async (req) => updateCategory(req, req.params.courseId, req.params.categoryId, req.body),
  );
  r.delete(
    `${base}/categories/:categoryId`,
    { preHandler: pre, schema: { ...common, summary: 'Delete a category', params: gradebookCategoryParamsSchema, response: ok } },
    async (req) => deleteCategory(req, req.params.courseId, req.params.categoryId),
  );

  r.put(
    `${base}/evaluations/:evaluationId`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Place an evaluation in a category (null: none)',
        params: gradebookEvaluationParamsSchema,
        body: gradebookEvaluationCategorySchema,
        response: ok,
      },
    },
    async (req) => setEvaluationCategory(req, req.params.courseId, req.params.evaluationId, req.body.categoryId),
  );

  r.post(
    `${base}/items`,
    {
      preHandler: pre,
      schema: { ...common, summary: 'Add a manual grade item', params: courseIdParamsSchema, body: gradebookItemInputSchema, response: ok },
    },
    async (req) => createItem(req, req.params.courseId, req.body),
  );
  r.put(
    `${base}/items/:itemId`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Edit a manual grade item',
        params: gradebookItemParamsSchema,
        body: gradebookItemInputSchema,
        response: ok,
      },
    },
    async (req) => updateItem(req, req.params.courseId, req.params.itemId, req.body),
  );
  r.delete(
    `${base}/items/:itemId`,
    {
      preHandler: pre,
      schema: { ...common, summary: 'Delete a manual grade item and its grades', params: gradebookItemParamsSchema, response: ok },
    },
    async (req) => deleteItem(req, req.params.courseId, req.params.itemId),
  );
  r.put(
    `${base}/items/:itemId/scores/:userId`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'A student’s grade in a manual item (null clears it)',
        params: gradebookItemScoreParamsSchema,
        body: gradebookScoreInputSchema,
        response: ok,
      },
    },
    async (req) => setItemScore(req, req.params.courseId, req.params.itemId, req.params.userId, req.body.score),
  );

  r.put(
    `${base}/overrides/:userId`,
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Override a student’s final grade with a reason (grade null removes it); audited',
        params: gradebookStudentParamsSchema,
        body: gradebookOverrideInputSchema,
        response: ok,
      },
    },
    async (req) => overrideFinalGrade(req, req.params.courseId, req.params.userId, req.body),
  );
}
