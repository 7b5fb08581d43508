import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { z } from 'zod';
import { publicSettingsSchema } from '@inpro/shared-contracts';
import { publicSettingsOrDefaults } from '../../../domain/settings/readSettings';
import { NO_CACHE } from '../../../site/static-files';

/** GET /api/site/config: the public contact data and the public settings (branding, theme, SSO, payments). */
export function siteConfigRoute(app: FastifyInstance): void {
  app.get(
    '/site/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public contact configuration and public settings (branding, theme, SSO, payments)',
        response: { 200: z.object({ contactEmail: z.string(), contactPhone: z.string(), settings: publicSettingsSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      const { contactEmail, contactPhone } = app.config;
      return { contactEmail, contactPhone, settings: await publicSettingsOrDefaults(app) };
    },
  );
}
