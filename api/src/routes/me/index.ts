import type { FastifyInstance } from 'fastify';
import { errorBodySchema, profileSchema, profileUpdateResponseSchema, profileUpdateSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { getProfile } from './profile/get';
import { updateProfile } from './profile/update';
import { changesCatalogue } from '../../plugins/publicCache';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** The signed-in user's own profile (every role: /aula/perfil, /prof/perfil, …). */
export default async function profileModule(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  const r = zapp(app);
  const common = { tags: ['profile'], security: bearer };

  r.get(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: { ...common, summary: 'The signed-in user’s profile', response: { 200: profileSchema, ...errors } },
    },
    async (req) => getProfile(req),
  );

  r.put(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Save the signed-in user’s profile (and optionally a new password)',
        description:
          'firstName and lastName are required; phone, specialty and bio are kept when missing (specialty and bio: DOCENTE and staff only). ' +
          'The e-mail is read-only. newPassword needs currentPassword; a password change closes the other sessions and answers a new token (else token is null).',
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema, ...errors },
      },
    },
    async (req, reply) => updateProfile(req, reply, req.body),
  );
}
