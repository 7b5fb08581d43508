import type { FastifyInstance } from 'fastify';
import coursesRoutes from '../../modules/superadmin/courses/routes';
import dashboardRoutes from '../../modules/superadmin/dashboard/routes';
import participantsRoutes from '../../modules/superadmin/participants/routes';
import reportsRoutes from '../../modules/superadmin/reports/routes';
import jobsRoutes from './jobs/list';
import { changesCatalogue } from '../../plugins/publicCache';

/**
 * The master administrator's views of the whole institute (SUPER_ADMIN/SUPERADMIN only):
 * dashboard, participants, courses with their figures, reports, background jobs. Accounts are in the users
 * module (/superadmin/users), the audit log in the audit module, deployments in ops.
 */
export default async function superadminModule(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  await app.register(dashboardRoutes);
  await app.register(participantsRoutes);
  await app.register(coursesRoutes);
  await app.register(reportsRoutes);
  await app.register(jobsRoutes);
}
