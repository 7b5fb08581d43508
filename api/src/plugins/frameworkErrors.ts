import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const URL_TOO_LONG = 'La dirección solicitada es demasiado larga.';
export const HEADERS_TOO_LARGE = 'Los encabezados de la solicitud son demasiado grandes.';
export const BAD_URL = 'La dirección solicitada no es válida.';
const BAD_REQUEST = 'Solicitud inválida.';
const REQUEST_TIMEOUT = 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.';

/** A request line longer than this (bytes) counts as an over-long URL, not as over-large headers. */
const MAX_REQUEST_LINE = 8 * 1024;

/**
 * Errors the router raises before any route or hook runs (a bad percent-encoding, a path
 * parameter over `maxParamLength`): the same Spanish `{error}` body as every other failure.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ error: URL_TOO_LONG });
    return;
  }
  reply.status(400).send({ error: error.code === 'FST_ERR_BAD_URL' ? BAD_URL : BAD_REQUEST });
}

/** Node's `clientError` (Fastify types `rawPacket` as JSON; at run time it is a Buffer). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** Status and Spanish message of an error Node's HTTP parser raised on a connection. */
export function clientErrorAnswer(err: ClientError): { status: number; error: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: REQUEST_TIMEOUT };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line in its header limit: tell an over-long URL (414) from
    // over-large headers (431) by where the first line ends.
    const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : null;
    const lineEnd = raw ? raw.indexOf('\r\n') : -1;
    const longUrl = !raw || lineEnd === -1 || lineEnd > MAX_REQUEST_LINE;
    return longUrl ? { status: 414, error: URL_TOO_LONG } : { status: 431, error: HEADERS_TOO_LARGE };
  }
  if (err.code === 'HPE_URI_TOO_LONG') return { status: 414, error: URL_TOO_LONG };
  return { status: 400, error: BAD_REQUEST };
}

/**
 * Answers malformed HTTP (Node's `clientError`) in Spanish JSON like the rest of the API,
 * instead of Fastify's English default, then closes the connection.
 */
export function clientErrorHandler(err: ClientError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const { status, error } = clientErrorAnswer(err);
  const body = JSON.stringify({ error });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  socket.destroy();
}
