import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  courseIdParamsSchema,
  errorBodySchema,
  resourceIdParamsSchema,
  resourceSchema,
  unitCreateSchema,
  unitIdParamsSchema,
  unitSchema,
  uploadLimitsSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { createResourceFromJson, createResourceFromUpload } from '../../domain/materials/createResource';
import { createUnit } from '../../domain/materials/createUnit';
import { deleteResource } from '../../domain/materials/deleteResource';
import { deleteUnit } from '../../domain/materials/deleteUnit';
import { listResources } from '../../domain/materials/listResources';
import { listUnits } from '../../domain/materials/listUnits';
import { uploadLimits } from '../../domain/materials/uploadLimits';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Materials (seed 001 section 7). Reads: ADMIN/SUPERADMIN any course, DOCENTE the courses they
 * teach, students the courses they are enrolled in. Changes: ADMIN/SUPERADMIN and the course's
 * DOCENTE. The rules live in ./access.ts.
 */
export default async function materialsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['materials'], security: bearer };
  const auth = app.authenticate;

  r.get(
    '/materials/upload-limits',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Size limit and file types of a materials upload',
        response: { 200: uploadLimitsSchema, 401: errorBodySchema },
      },
    },
    async (req) => uploadLimits(req),
  );

  r.get(
    '/materials/courses/:courseId/units',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Units of a course (with lessonsCount)',
        params: courseIdParamsSchema,
        response: { 200: z.array(unitSchema), ...errors },
      },
    },
    async (req) => listUnits(req, req.params.courseId),
  );

  r.post(
    '/materials/courses/:courseId/units',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Create a unit',
        params: courseIdParamsSchema,
        body: unitCreateSchema,
        response: { 201: unitSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createUnit(req, req.params.courseId, req.body)),
  );

  r.delete(
    '/materials/units/:unitId',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Delete a unit, its resources and their files',
        params: unitIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteUnit(req, req.params.unitId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/materials/units/:unitId/resources',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Resources of a unit (files with a signed download url and sizeLabel)',
        params: unitIdParamsSchema,
        response: { 200: z.array(resourceSchema), ...errors },
      },
    },
    async (req) => listResources(req, req.params.unitId),
  );

  r.post(
    '/materials/units/:unitId/resources',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Add a resource: JSON {name|title, type, url} or multipart (file + name|title + type)',
        description:
          'JSON: type one of pdf, ppt, pptx, doc, docx, xls, xlsx, csv, txt, zip, iframe, link, exam, file (any case); url required except for exam; IFRAME urls are normalised to embed/player urls. ' +
          'Multipart: one file (checked by content) plus name or title and type; type FILE accepts pdf, ppt, pptx; other types accept every file type. 413 over the size limit, 415 for other types.',
        consumes: ['application/json', 'multipart/form-data'],
        params: unitIdParamsSchema,
        response: { 201: resourceSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => {
      const resource = req.isMultipart()
        ? await createResourceFromUpload(req, req.params.unitId)
        : await createResourceFromJson(req, req.params.unitId, req.body);
      return reply.status(201).send(resource);
    },
  );

  r.delete(
    '/materials/resources/:resourceId',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Delete a resource and its file',
        params: resourceIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteResource(req, req.params.resourceId);
      return reply.status(204).send(null);
    },
  );
}
