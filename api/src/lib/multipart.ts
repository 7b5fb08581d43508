import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../errors';

export const MULTIPART_INVALID = 'El formulario enviado no es válido. Vuelve a seleccionar el archivo e inténtalo de nuevo.';
const MULTIPART_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export interface UploadedFile {
  data: Buffer;
  fileName: string;
}

/** Reads the multipart parts: at most one file (a second one is refused by the plugin limits) and text fields. */
export async function readParts(req: FastifyRequest): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file chooser still sends a part with no name and no content.
        if (part.filename || data.length) file = { data, fileName: part.filename || '' };
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Size and count limits keep their own answers (413); a broken body is the client's fault.
    const code = (err as { code?: unknown }).code;
    if (err instanceof HttpError || (typeof code === 'string' && MULTIPART_LIMIT_CODES.has(code))) throw err;
    req.log.info({ err }, 'malformed multipart body');
    throw badRequest(MULTIPART_INVALID);
  }
  return { file, fields };
}

/** The original name, safe to keep and show: no folders, no control characters, at most 200 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);
}
