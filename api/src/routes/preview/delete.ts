import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { PREVIEW_COOKIE } from '@inpro/shared-contracts';

/** DELETE /api/preview: leaves the preview (the cookie is removed). */
export function leavePreviewRoute(app: FastifyInstance): void {
  app.delete(
    '/preview',
    { schema: { tags: ['ops'], summary: 'Leave the preview (removes the preview cookie)' } },
    async (_request, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
}
