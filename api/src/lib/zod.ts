import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app with the zod type provider (route schemas from shared-contracts give typed handlers). */
export function zapp(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Swagger security marker for routes that need a bearer token. */
export const bearer = [{ bearerAuth: [] as string[] }];
