import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { listAuditLogRoute } from './audit-log/list';
import { listCoursesRoute } from './courses/list';
import { dashboardRoute } from './dashboard/get';
import { listJobsRoute } from './jobs/list';
import { retryJobRoute } from './jobs/retry';
import { listLegalPagesRoute } from './legal-pages/list';
import { updateLegalPageRoute } from './legal-pages/update';
import { exportParticipantsRoute } from './participants/export';
import { listParticipantsRoute } from './participants/list';
import { approvePaymentRoute } from './payments/approve';
import { listPaymentsRoute } from './payments/list';
import { paymentReceiptRoute } from './payments/receipt';
import { rejectPaymentRoute } from './payments/reject';
import { paymentsSummaryRoute } from './payments/summary';
import { paymentVoucherRoute } from './payments/voucher';
import { exportReportRoute } from './reports/export';
import { previewReportRoute } from './reports/preview';
import { createUserRoute } from './users/create';
import { deleteUserRoute } from './users/delete';
import { listUsersRoute } from './users/list';
import { changeUserRoleRoute } from './users/role';
import { changeUserStatusRoute } from './users/status';

/** /api/superadmin/*: the master administrator's views of the whole institute (SUPER_ADMIN/SUPERADMIN only). */
export async function superadminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // A successful write here may change what the catalogue shows: the public cache is emptied after it.
    changesCatalogue(scope);
    dashboardRoute(scope);
    listParticipantsRoute(scope);
    exportParticipantsRoute(scope);
    listCoursesRoute(scope);
    previewReportRoute(scope);
    exportReportRoute(scope);
    listJobsRoute(scope);
    retryJobRoute(scope);
    listPaymentsRoute(scope);
    paymentsSummaryRoute(scope);
    paymentReceiptRoute(scope);
    paymentVoucherRoute(scope);
    approvePaymentRoute(scope);
    rejectPaymentRoute(scope);
    listUsersRoute(scope);
    createUserRoute(scope);
    changeUserRoleRoute(scope);
    changeUserStatusRoute(scope);
    deleteUserRoute(scope);
  });
  listAuditLogRoute(app);
  // A page's save tells the public cache itself (domain/legal/service.ts).
  listLegalPagesRoute(app);
  updateLegalPageRoute(app);
}
