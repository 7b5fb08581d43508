import type { FastifyInstance } from 'fastify';
import { errorBodySchema, resourceSchema, unitIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { createResourceFromJson, createResourceFromUpload } from '../../../../domain/materials/createResource';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** POST /api/materials/units/:unitId/resources: add a resource (JSON, or multipart with one file). */
export function createResourceRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/materials/units/:unitId/resources',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
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
}
