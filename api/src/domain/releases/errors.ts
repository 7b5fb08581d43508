import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A refused operation on the artifact store. `message` is English (the CLI prints it),
 * `messageEs` is the Spanish text the API returns as `{ error }`.
 */
export type OpsErrorKind = 'invalid' | 'not_found' | 'conflict';

export type OpsErrorReason =
  | 'invalid_remote'
  | 'invalid_version'
  | 'unknown_remote'
  | 'build_missing'
  | 'bad_meta'
  | 'bad_manifest'
  | 'no_spa'
  | 'name_mismatch'
  | 'contracts_mismatch'
  | 'version_missing'
  | 'version_conflict'
  | 'already_active'
  | 'no_previous'
  | 'invalid_percent'
  | 'no_stable'
  | 'canary_running'
  | 'no_canary'
  | 'busy'
  | 'shared_mismatch'
  | 'over_budget'
  | 'version_not_newer';

export class OpsError extends Error {
  constructor(
    readonly kind: OpsErrorKind,
    readonly reason: OpsErrorReason,
    message: string,
    readonly messageEs: string,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

export function isOpsError(err: unknown): err is OpsError {
  return err instanceof OpsError;
}

/** HTTP status of a refusal. */
function httpStatusOf(err: OpsError): number {
  if (err.kind === 'not_found') return 404;
  if (err.kind === 'conflict') return 409;
  return 400;
}

/**
 * The ops routes' body: parsed by its shared-contracts schema, or a 400 sent with the schema's first
 * Spanish message (and the field it concerns) and null returned.
 */
export function parseOpsBody<T>(schema: z.ZodType<T>, request: FastifyRequest, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? 'Datos inválidos.';
  void reply.code(400).send({ error: message, details: { [String(issue?.path[0] ?? 'body')]: message } });
  return null;
}

/** Answers a refused ops operation with its status and Spanish message; any other error goes on up. */
export function replyOpsError(reply: FastifyReply, err: unknown): FastifyReply {
  if (isOpsError(err)) return reply.code(httpStatusOf(err)).send({ error: err.messageEs });
  throw err;
}
