import type { FastifyInstance } from 'fastify';
import { errorBodySchema, profileSchema, profileUpdateSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { getProfile } from './getProfile';
import { updateProfile } from './updateProfile';

/** The signed-in user's own profile (every role; fields depend on the role). */
export default async function profileModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['profile'], security: bearer };

  r.get(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: "The signed-in user's profile (specialty and bio for teachers and administrators)",
        response: { 200: profileSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => getProfile(req),
  );

  r.put(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: "Update the signed-in user's profile (only the fields sent change; the e-mail is read-only)",
        description:
          'firstName, lastName, phone for everyone; specialty and bio for DOCENTE and administrators (400 for students). ' +
          'A new first or last name rewrites fullName. The password changes through POST /auth/change-password.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => updateProfile(req, req.body),
  );
}
