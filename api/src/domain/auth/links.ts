import type { FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '@inpro/shared-contracts';

/**
 * An address of the sign-in page for an e-mail, with an optional query. Built from PUBLIC_URL, never
 * from the request's Host header (a caller could forge it to send the victim's token elsewhere).
 */
export function signInLink(req: FastifyRequest, query?: Record<string, string>): string {
  const base = req.server.config.publicUrl ?? `http://localhost:${req.server.config.port}`;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${LOGIN_PATH}${search}`;
}
