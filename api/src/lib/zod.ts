import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@inpro/shared-contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app with the zod type provider (route schemas from shared-contracts give typed handlers). */
export function zapp(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Swagger security marker for routes that need a bearer token. */
export const bearer = [{ bearerAuth: [] as string[] }];

/**
 * The error statuses a route answers, each with the one error body of the API (`{ error, details? }`):
 * `response: { 200: okSchema, ...errorAnswers(400, 401, 403) }`.
 */
export function errorAnswers<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof errorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as { [K in C[number]]: typeof errorBodySchema };
}
