import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import {
  FILE_REQUIRED,
  INVALID_DATA_MESSAGE,
  RESOURCE_REQUEST_TYPES,
  RESOURCE_TITLE_REQUIRED,
  RESOURCE_TYPE_INVALID,
  fieldErrors,
  fileKindProblem,
  resourceCreateSchema,
  resourceUploadFieldsSchema,
  uploadKindsFor,
  type Resource,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { HttpError, badRequest } from '../../errors';
import { cleanOriginalName, readParts } from '../../lib/multipart';
import { ADMIN_UPLOAD_TYPES, FILE_RESOURCE_TYPES, checkUpload, extensionOf, type FileResourceType } from '../files/fileType';
import { assertUnitAccess } from './access';
import { notifyNewMaterial } from './notifyMaterial';
import { toResource } from './mappers';
import * as repo from './repo';
import { linkContextOf } from '../files/signedUrl';

const FILE_TYPES: readonly string[] = FILE_RESOURCE_TYPES;

function linkOf(req: FastifyRequest) {
  return linkContextOf(req);
}

/** POST /materials/units/{unitId}/resources with a JSON body: name|title, type, url (none for exam). */
export async function createResourceFromJson(req: FastifyRequest, unitId: number, body: unknown): Promise<Resource> {
  const db = req.server.db;
  const unit = await assertUnitAccess(db, req.user, unitId, 'write');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(INVALID_DATA_MESSAGE);
  const parsed = resourceCreateSchema.safeParse(body);
  if (!parsed.success) {
    const details = fieldErrors(parsed.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  const { name, type, url } = parsed.data;
  const row = await db.transaction(async (tx) => {
    const r = await repo.insertResource(tx, { unitId, title: name, type, url });
    await audit(req, { action: 'CREATE', entity: 'resource', entityId: r.id, label: name, details: { unitId, title: name, type } }, tx);
    await notifyNewMaterial(tx, unit, name);
    return r;
  });
  return toResource(row, linkOf(req));
}

/**
 * POST /materials/units/{unitId}/resources as multipart: `file` plus name or title and type.
 * type FILE (the admin materials screen) accepts pdf, ppt and pptx only; a file type only itself
 * (PDF only a PDF), an exam its paper (pdf, doc, docx), a video or a link no file (415 with the
 * reason); no type at all every file type of seed 001 section 3. The stored type is the one the
 * content proves (an exam keeps the type exam with its file attached). Without a file the text
 * fields are handled like the JSON body.
 */
export async function createResourceFromUpload(req: FastifyRequest, unitId: number): Promise<Resource> {
  const db = req.server.db;
  const unit = await assertUnitAccess(db, req.user, unitId, 'write');
  const { file, fields } = await readParts(req);

  const parsedFields = resourceUploadFieldsSchema.safeParse(fields);
  if (!parsedFields.success) {
    const details = fieldErrors(parsedFields.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  const declared = (parsedFields.data.type ?? '').toLowerCase();
  if (declared && !(RESOURCE_REQUEST_TYPES as readonly string[]).includes(declared)) {
    throw badRequest(RESOURCE_TYPE_INVALID, { type: RESOURCE_TYPE_INVALID });
  }

  if (!file) {
    if (declared === 'file' || ((FILE_TYPES.includes(declared) || !declared) && !fields.url?.trim())) {
      throw badRequest(FILE_REQUIRED, { file: FILE_REQUIRED });
    }
    return createResourceFromJson(req, unitId, {
      name: parsedFields.data.name,
      title: parsedFields.data.title,
      type: declared,
      url: fields.url,
    });
  }

  // Each declared type takes only its own kind of file (PDF only a PDF; a video or a link none).
  const kindProblem = fileKindProblem(declared, file.fileName);
  if (kindProblem) throw new HttpError(415, kindProblem, { file: kindProblem });
  const allowed: readonly FileResourceType[] =
    declared === 'file' ? ADMIN_UPLOAD_TYPES : FILE_RESOURCE_TYPES.filter((t) => uploadKindsFor(declared).includes(t));
  const check = await checkUpload(file.data, file.fileName, allowed, req.server.config.uploadMaxBytes);
  if (!check.ok) throw new HttpError(check.status, check.error, { file: check.error });

  const originalName = cleanOriginalName(file.fileName) || `archivo.${check.extension}`;
  const fallbackTitle = extensionOf(originalName) ? originalName.slice(0, originalName.lastIndexOf('.')) : originalName;
  const title = (parsedFields.data.name || parsedFields.data.title || fallbackTitle).trim();
  if (!title) throw badRequest(RESOURCE_TITLE_REQUIRED, { name: RESOURCE_TITLE_REQUIRED });

  const stored = await req.server.storage.putNew(`units/${unitId}`, `.${check.extension}`, file.data);
  try {
    const row = await db.transaction(async (tx) => {
      const r = await repo.insertResource(tx, {
        unitId,
        title,
        type: declared === 'exam' ? 'exam' : check.type,
        mime: check.mime,
        url: null,
        fileName: path.posix.basename(stored.key),
        storageKey: stored.key,
        originalName,
        size: stored.size,
      });
      await audit(
        req,
        {
          action: 'CREATE',
          entity: 'resource',
          entityId: r.id,
          label: title,
          details: { unitId, title, type: r.type, file: originalName, size: stored.size },
        },
        tx,
      );
      await notifyNewMaterial(tx, unit, title);
      return r;
    });
    return toResource(row, linkOf(req));
  } catch (err) {
    await req.server.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}
