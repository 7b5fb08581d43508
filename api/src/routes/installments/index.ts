import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { payInstallmentRoute } from './pay';
import { installmentVoucherRoute } from './voucher';

/** /api/installments/*: one installment paid by card or by voucher ('Pagar ahora'). */
export async function installmentsRoutes(app: FastifyInstance): Promise<void> {
  // A paid installment may enrol its student, which the catalogue shows: the public cache is emptied after a successful write.
  changesCatalogue(app);
  payInstallmentRoute(app);
  installmentVoucherRoute(app);
}
