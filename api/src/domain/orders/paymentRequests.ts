import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_REQUIRED } from '@inpro/shared-contracts';
import { badRequest } from '../../errors';
import { errorAnswers } from '../../lib/zod';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header: one per payment attempt, reused by its retries. */
export function idempotencyKey(req: FastifyRequest): string {
  const value = req.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
  return key;
}

/** The header as the OpenAPI document shows it (the check itself is `idempotencyKey`, with its Spanish message). */
export const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().describe('One per payment attempt (8–100 letters, digits, - or _); a retry sends the same one.'),
});

/** The refusals every payment route may answer. */
export const paymentErrors = errorAnswers(400, 402, 404, 409, 429, 502, 503);
