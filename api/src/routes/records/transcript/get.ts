import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { exportLimit } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { sendTranscript } from '../../../domain/records/sendTranscript';

const errors = errorAnswers(401, 429);

/** GET /api/records/transcript.pdf: the transcript PDF of the signed-in account. */
export function transcriptRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/records/transcript.pdf',
    {
      preHandler: app.authenticate,
      config: exportLimit(),
      schema: {
        tags: ['records'],
        security: bearer,
        summary: 'Transcript PDF of the signed-in account: courses, final grades, hours and dates',
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (req, reply) => sendTranscript(req, reply),
  );
}
