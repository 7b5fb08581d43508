import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { createOrderRoute } from './create';
import { orderVoucherRoute } from './voucher';

/** /api/orders/*: the checkout and its vouchers (the statement and receipts: routes/my; decisions: routes/superadmin/payments). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  // A paid order enrols its student, which the catalogue shows: the public cache is emptied after a successful write.
  changesCatalogue(app);
  createOrderRoute(app);
  orderVoucherRoute(app);
}
