import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { StorageUnavailableError } from '../storage/types';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida.',
  401: 'Debes iniciar sesión.',
  403: 'No tienes permiso para realizar esta acción.',
  404: 'No se encontró el recurso solicitado.',
  405: 'Método no permitido.',
  406: 'Formato de solicitud no aceptado.',
  409: 'La operación entra en conflicto con datos existentes.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no admitido. Envía JSON (application/json).',
  429: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
};

/** Field path from a validation issue: '/schedule/0/startTime' → 'schedule.0.startTime'. */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const p = String(instancePath ?? '')
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .join('.');
  return p || context || '_';
}

interface PgError {
  code?: string;
  constraint?: string;
}

export const DATABASE_UNAVAILABLE = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Socket errors of a lost or refused database connection (node-postgres surfaces them as is). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres messages of a connection that ended or never came (no code on these). */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/**
 * True when the database cannot be reached: refused or lost connections, PostgreSQL shutting down or
 * starting (57P01–57P03), connection exceptions (class 08). The request is fine; the service is not.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as (PgError & { message?: unknown; cause?: unknown; errors?: unknown[] }) | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_ERRNOS.has(code) || /^57P0[1-3]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    // AggregateError (several addresses refused) carries the socket errors in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Postgres error codes that a bad input can still reach (after validation): never a 5xx. */
function fromPostgres(err: PgError): HttpError | null {
  if (typeof err.code !== 'string' || !/^[0-9A-Z]{5}$/.test(err.code)) return null;
  if (err.code === '23505') return new HttpError(409, 'Ya existe un registro con esos datos.');
  if (err.code === '23503') return new HttpError(409, 'El registro está relacionado con otros datos y no se puede cambiar.');
  // Class 22 (data exception: bad number, date, NUL byte, untranslatable character…) and the other
  // integrity violations (NOT NULL, CHECK) are the client's data.
  if (err.code.startsWith('22') || err.code.startsWith('23')) return new HttpError(400, 'Datos inválidos.');
  // 54000: a value too large for an index row.
  if (err.code === '54000') return new HttpError(413, 'El contenido enviado es demasiado grande.');
  return null;
}

export function toHttpError(
  error: unknown,
  uploadMaxBytes: number,
): { status: number; body: { error: string; details?: Record<string, string> } } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.details ? { error: error.message, details: error.details } : { error: error.message } };
  }
  const err = error as FastifyError & PgError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details: Record<string, string> = {};
    for (const v of err.validation) {
      const key = fieldOf(v.instancePath, err.validationContext);
      if (!(key in details)) details[key] = v.message ?? 'Dato inválido.';
    }
    const first = Object.values(details)[0] ?? 'Datos inválidos.';
    return { status: 400, body: { error: first, details } };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, body: { error: DATABASE_UNAVAILABLE } };
  // Drizzle wraps driver errors (DrizzleQueryError) and keeps the PostgreSQL error as `cause`.
  const pg = fromPostgres(err) ?? fromPostgres(((err as { cause?: PgError }).cause ?? {}) as PgError);
  if (pg) return { status: pg.statusCode, body: { error: pg.message } };
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'El cuerpo de la solicitud no es un JSON válido.' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'El cuerpo JSON de la solicitud está vacío.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { error: STATUS_MESSAGES[415] } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: STATUS_MESSAGES[413] } };
    case 'FST_REQ_FILE_TOO_LARGE':
      return {
        status: 413,
        body: { error: `El archivo supera el tamaño máximo permitido (${Math.round(uploadMaxBytes / (1024 * 1024))} MB).` },
      };
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, body: { error: 'Se enviaron demasiados archivos o campos.' } };
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { error: STATUS_MESSAGES[400] } };
    default:
      break;
  }
  if (err instanceof SyntaxError && (err as { statusCode?: number }).statusCode === 400) {
    return { status: 400, body: { error: 'El cuerpo de la solicitud no es un JSON válido.' } };
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] } };
  }
  return { status: 500, body: { error: 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo.' } };
}

/** One error handler for the whole app: every failure answers `{error: '<Spanish>', details?}`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, opts: { uploadMaxBytes: number }) => {
    app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toHttpError(error, opts.uploadMaxBytes);
      if (status === 503) {
        // A saturated process (full hashing queue) says when to come back; else the database is down.
        const retry = (error as { retryAfter?: number }).retryAfter;
        if (retry) req.log.warn({ retryAfter: retry }, 'refused: overloaded');
        else if (error instanceof StorageUnavailableError) req.log.error({ err: error.cause }, 'file storage unavailable');
        else req.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(retry || DATABASE_RETRY_AFTER_S));
      } else if (status >= 500) {
        const e = error as Error;
        req.log.error({ err: e, serialization: isResponseSerializationError(e as never) || undefined }, 'request failed');
      }
      if (status === 429) {
        const retry = (error as { retryAfter?: number }).retryAfter;
        if (retry) reply.header('retry-after', String(retry));
      }
      return reply.status(status).send(body);
    });
  },
  { name: 'inpro-error-handler' },
);
