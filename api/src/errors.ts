/** An error that becomes `{error, details?}` with its status (see plugins/errorHandler.ts). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Debes iniciar sesión.') => new HttpError(401, message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => new HttpError(403, message);
export const notFound = (message = 'No se encontró el recurso solicitado.') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, string>) => new HttpError(409, message, details);
export const tooManyRequests = (message: string) => new HttpError(429, message);
