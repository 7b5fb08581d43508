import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { INVALID_DATA_MESSAGE, fieldErrors, type ConversationFile } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { conversationFiles, type ConversationFileRow } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { cleanOriginalName, readParts } from '../../lib/multipart';
import { FILE_RESOURCE_TYPES, checkUpload, formatSize } from '../files/fileType';
import { linkContextOf, signedConversationFileUrl } from '../files/signedUrl';

export interface CheckedFile {
  data: Buffer;
  originalName: string;
  mime: string;
  extension: string;
}

/**
 * The fields of a post or a message, as JSON or as multipart with at most one `file`. The file
 * follows the materials' upload rules (size limit of the settings, the same file types, checked by content).
 */
export async function readInput<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
): Promise<{ data: z.infer<S>; file: CheckedFile | null }> {
  let raw: unknown = req.body;
  let file: CheckedFile | null = null;
  if (req.isMultipart()) {
    const parts = await readParts(req);
    raw = parts.fields;
    if (parts.file) {
      const check = await checkUpload(parts.file.data, parts.file.fileName, FILE_RESOURCE_TYPES, req.server.config.uploadMaxBytes);
      if (!check.ok) throw new HttpError(check.status, check.error, { file: check.error });
      file = {
        data: parts.file.data,
        originalName: cleanOriginalName(parts.file.fileName) || `archivo.${check.extension}`,
        mime: check.mime,
        extension: check.extension,
      };
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(INVALID_DATA_MESSAGE);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = fieldErrors(parsed.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  return { data: parsed.data, file };
}

/** Puts the file in the storage (before the transaction); `remove` undoes it when the transaction fails. */
export async function storeFile(req: FastifyRequest, folder: string, file: CheckedFile | null) {
  if (!file) return null;
  const stored = await req.server.storage.putNew(folder, `.${file.extension}`, file.data);
  return {
    row: { storageKey: stored.key, originalName: file.originalName, mime: file.mime, size: stored.size },
    remove: () => req.server.storage.delete(stored.key).catch(() => undefined),
  };
}

export async function filesOf(db: Db, column: 'postId' | 'messageId', ids: number[]): Promise<Map<number, ConversationFileRow[]>> {
  const byId = new Map<number, ConversationFileRow[]>();
  if (!ids.length) return byId;
  const rows = await db.select().from(conversationFiles).where(inArray(conversationFiles[column], ids));
  for (const r of rows) {
    const key = r[column];
    if (key === null) continue;
    byId.set(key, [...(byId.get(key) ?? []), r]);
  }
  return byId;
}

export function toConversationFile(req: FastifyRequest, f: ConversationFileRow): ConversationFile {
  const link = linkContextOf(req);
  return {
    id: f.id,
    name: f.originalName,
    size: f.size,
    sizeLabel: formatSize(f.size),
    url: signedConversationFileUrl(link.secret, f.id, link.userId),
  };
}
