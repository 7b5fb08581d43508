import type { FastifyRequest } from 'fastify';
import type { ContactMessage, Page } from '@inpro/shared-contracts';
import { pageResult } from '../../lib/paging';
import * as repo from '../../domain/contact/repo';

/** GET /contact?page=0&size=20 (ADMIN): newest first. */
export async function listMessages(req: FastifyRequest, page: number, size: number): Promise<Page<ContactMessage>> {
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
