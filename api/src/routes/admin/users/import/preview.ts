import type { FastifyInstance } from 'fastify';
import { importPreviewSchema } from '@inpro/shared-contracts';
import { previewImport } from '../../../../domain/users/importUsers';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** POST /api/admin/users/import/preview: an import file read and checked row by row; writes nothing. */
export function previewImportRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/admin/users/import/preview',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Read an import file (CSV or XLSX, multipart `file`) and check every row; writes nothing',
        description:
          'Header row with Email and Nombre (required) and optionally Teléfono, DNI, Rol, Código de alumno, Estado (case and accents ignored; CSV with comma or semicolon). At most 500 rows.',
        consumes: ['multipart/form-data'],
        response: {
          200: importPreviewSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (req) => previewImport(req),
  );
}
