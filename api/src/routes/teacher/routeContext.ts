import type { preHandlerAsyncHookHandler } from 'fastify';
import { errorBodySchema } from '@inpro/shared-contracts';
import type { bearer, zapp } from '../../lib/zod';

/** The error answers every teacher route documents. */
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** What each file of the teacher area's routes registers with: the typed app, the role guard, the OpenAPI tags. */
export interface TeacherRoutes {
  r: ReturnType<typeof zapp>;
  pre: preHandlerAsyncHookHandler[];
  common: { tags: string[]; security: typeof bearer };
}
