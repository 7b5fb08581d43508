import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { courseImpactRoute } from './courses/impact';
import { getCourseRoute } from './courses/get';
import { listCoursesRoute } from './courses/list';
import { dashboardRoute } from './dashboard/get';
import { uploadImageRoute } from './media/images/upload';
import { exportReportRoute } from './reports/export';
import { getReportRoute } from './reports/get';
import { getSettingsRoute } from './settings/get';
import { listSettingsRoute } from './settings/list';
import { testSmtpRoute } from './settings/smtp/test';
import { updateSettingsRoute } from './settings/update';
import { createUserRoute } from './users/create';
import { deleteUserRoute } from './users/delete';
import { exportUsersRoute } from './users/export';
import { importUsersRoute } from './users/import/create';
import { previewImportRoute } from './users/import/preview';
import { listUsersRoute } from './users/list';
import { resetPasswordRoute } from './users/reset-password';
import { changeUserStatusRoute } from './users/status';
import { updateUserRoute } from './users/update';

/** /api/admin/*: the administrator's screens (ADMIN; SUPER_ADMIN/SUPERADMIN pass too). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // A successful write here may change what the catalogue shows (teachers' names, enrolments): the public cache is emptied after it.
    changesCatalogue(scope);
    listUsersRoute(scope);
    createUserRoute(scope);
    updateUserRoute(scope);
    changeUserStatusRoute(scope);
    deleteUserRoute(scope);
    resetPasswordRoute(scope);
    exportUsersRoute(scope);
    previewImportRoute(scope);
    importUsersRoute(scope);
    listCoursesRoute(scope);
    getCourseRoute(scope);
    courseImpactRoute(scope);
  });
  dashboardRoute(app);
  getReportRoute(app);
  exportReportRoute(app);
  uploadImageRoute(app);
  // A settings save tells the public cache itself (it changes what prerendered pages show).
  listSettingsRoute(app);
  testSmtpRoute(app);
  getSettingsRoute(app);
  updateSettingsRoute(app);
}
