import type { FastifyInstance } from 'fastify';
import { accountStatementRoute } from './account-statement/get';
import { listMyCoursesRoute } from './courses/list';
import { paymentReceiptRoute } from './payments/receipt';

/** /api/my/*: what belongs to the signed-in account (any role; only one's own data). */
export async function myRoutes(app: FastifyInstance): Promise<void> {
  listMyCoursesRoute(app);
  accountStatementRoute(app);
  paymentReceiptRoute(app);
}
