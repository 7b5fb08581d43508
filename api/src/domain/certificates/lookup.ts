import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_NOT_FOUND, certificateResultSchema } from '@inpro/shared-contracts';
import { errorAnswers } from '../../lib/zod';

/** What the public lookups and the issuance answer about one certificate. */
export const answerSchema = certificateResultSchema.extend({ codigo: z.string(), horas: z.number() });
/** A code, DNI or folio typed by a visitor: an empty or over-long one is simply not found. */
export const lookupText = z.string().trim().min(1, { error: CERTIFICATE_NOT_FOUND }).max(60, { error: CERTIFICATE_NOT_FOUND });
export const lookupErrors = errorAnswers(400, 404, 429);
/** Lookups are public: limit them per address so codes and DNIs cannot be tried in bulk. */
export const lookupLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
/** A lookup answers a person's name and DNI: no browser, proxy or CDN may keep it. */
export const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};
