import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactMessageSchema, errorBodySchema, pageOf, pageQuery, type ContactMessage, type Page } from '@inpro/shared-contracts';
import * as repo from '../../domain/contact/repo';
import { pageResult } from '../../lib/paging';
import { bearer, zapp } from '../../lib/zod';

/** GET /api/contact: the contact form's inbox for the staff (ADMIN). */
export function listContactMessagesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/contact',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['contact'],
        security: bearer,
        summary: 'Messages of the contact form, newest first (ADMIN)',
        querystring: pageQuery(20, 100),
        response: { 200: pageOf(contactMessageSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listMessages(req, req.query.page, req.query.size),
  );
}

/** GET /contact?page=0&size=20 (ADMIN): newest first. */
async function listMessages(req: FastifyRequest, page: number, size: number): Promise<Page<ContactMessage>> {
  const { rows, total } = await repo.listMessages(req.server.db, page, size);
  return pageResult(
    rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    total,
    page,
    size,
  );
}
