import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_SIGNALS_MALFORMED, FIELD_SIGNALS_RATE_LIMITED, FIELD_SIGNALS_TOO_LARGE } from '@inpro/shared-contracts';
import { toHttpError } from '../../plugins/errorHandler';
import { recordSignalsRoute } from './create';

/** /api/signals: the field signals of visitors' browsers (their summary for the staff is GET /api/ops/signals). */
export async function signalsRoutes(app: FastifyInstance): Promise<void> {
  // This route's refusals say what is wrong with a beacon (the app's handler answers the rest alike).
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toHttpError(error, app.config.uploadMaxBytes);
    if (req.method !== 'POST') return reply.status(status).send(body);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ error: FIELD_SIGNALS_TOO_LARGE });
    if (status === 429) {
      const retry = (error as { retryAfter?: number }).retryAfter;
      if (retry) reply.header('retry-after', String(retry));
      return reply.status(429).send({ error: FIELD_SIGNALS_RATE_LIMITED });
    }
    if (status === 400 || status === 415)
      return reply.status(400).send({ error: FIELD_SIGNALS_MALFORMED, ...(body.details ? { details: body.details } : {}) });
    if (status >= 500) req.log.error({ err: error }, 'field signals failed');
    return reply.status(status).send(body);
  });
  await recordSignalsRoute(app);
}
