import type { FastifyRequest } from 'fastify';
import type { UploadLimits } from '@inpro/shared-contracts';
import { ADMIN_UPLOAD_TYPES, FILE_RESOURCE_TYPES, formatSize } from '../files/fileType';

/** GET /materials/upload-limits: the size limit and the file types the server accepts. */
export function uploadLimits(req: FastifyRequest): UploadLimits {
  const maxBytes = req.server.config.uploadMaxBytes;
  return {
    maxBytes,
    maxLabel: formatSize(maxBytes),
    types: [...FILE_RESOURCE_TYPES],
    accept: FILE_RESOURCE_TYPES.map((t) => `.${t}`).join(','),
    adminTypes: [...ADMIN_UPLOAD_TYPES],
  };
}
