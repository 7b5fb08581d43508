import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '@inpro/shared-contracts';
import { readPublicSettings } from '../../../domain/settings/readSettings';
import { zapp } from '../../../lib/zod';

/** GET /api/settings/public: the public part (branding, theme, SSO buttons, gateway, bank data), no secrets. */
export function publicSettingsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/settings/public',
    { schema: { tags: ['settings'], summary: 'Public settings (no secrets)', response: { 200: publicSettingsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicSettings(req.server);
    },
  );
}
