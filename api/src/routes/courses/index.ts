import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  archiveCourseSchema,
  courseInputSchema,
  coursePageSchema,
  courseSchema,
  coursesFilterQuerySchema,
  coursesQuerySchema,
  errorBodySchema,
  idParamSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { archiveCourse } from '../../domain/courses/archive';
import * as service from '../../domain/courses/service';
import { changesCatalogue } from '../../plugins/publicCache';
import { courseListJson, coursePageJson, sendJsonText } from '../../domain/courses/catalogueJson';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Courses: public catalogue (/courses, /courses/filter, /courses/areas, /courses/{id}, /data/cursos.json),
 * its writes (POST/PUT/DELETE /courses); the teacher list is in routes/teacher/courses, the administrator's reads in routes/admin/courses.
 */
export default async function coursesModule(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  const r = zapp(app);
  const admin = app.requireRoles('ADMIN');
  const pub = { tags: ['courses'] };
  const priv = { tags: ['courses'], security: bearer };

  r.get(
    '/courses',
    {
      config: { publicCache: true },
      schema: {
        ...pub,
        summary: 'Published courses (optional q)',
        querystring: coursesQuerySchema,
        response: { 200: z.array(courseSchema), 400: errorBodySchema },
      },
    },
    async (req, reply) => sendJsonText(reply, courseListJson(await service.listPublished(req, req.query.q))),
  );

  r.get(
    '/courses/filter',
    {
      config: { publicCache: true },
      schema: {
        ...pub,
        summary: 'Catalogue: search, area, level, type, sort and page on the server',
        querystring: coursesFilterQuerySchema,
        response: { 200: coursePageSchema, 400: errorBodySchema },
      },
    },
    async (req, reply) => sendJsonText(reply, coursePageJson(await service.filter(req, req.query))),
  );

  r.get(
    '/courses/areas',
    {
      config: { publicCache: true },
      schema: { ...pub, summary: 'Areas of the published courses', response: { 200: z.array(z.string()) } },
    },
    async (req) => service.areas(req),
  );

  r.get(
    '/data/cursos.json',
    {
      config: { publicCache: true },
      schema: { ...pub, summary: 'Published courses (the static course list of the home page)', response: { 200: z.array(courseSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendJsonText(reply, courseListJson(await service.listPublished(req)));
    },
  );

  r.get(
    '/courses/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        ...pub,
        summary: 'One course (drafts only for administrators and its teacher)',
        params: idParamSchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (req) => service.getVisible(req, req.params.id),
  );

  r.post(
    '/courses',
    {
      preHandler: admin,
      schema: { ...priv, summary: 'Create a course', body: courseInputSchema, response: { 201: courseSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req, req.body)),
  );

  r.put(
    '/courses/:id',
    {
      preHandler: admin,
      schema: {
        ...priv,
        summary: 'Update a course',
        params: idParamSchema,
        body: courseInputSchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  r.delete(
    '/courses/:id',
    {
      preHandler: admin,
      schema: {
        ...priv,
        summary: 'Delete a course nobody is enrolled in, bought or certified for (else 409: archive it)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req, req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/courses/:id/archive',
    {
      preHandler: admin,
      schema: {
        ...priv,
        summary: 'Archive a course: out of the catalogue and new sales, kept for its students; outstanding installments kept or cancelled',
        params: idParamSchema,
        body: archiveCourseSchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (req) => {
      await archiveCourse(req, req.params.id, req.body.installments);
      return service.getForAdmin(req, req.params.id);
    },
  );
}
