import type { FastifyInstance } from 'fastify';
import { accountStatementSchema } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { accountStatement } from '../../../domain/orders/statement';

/** GET /api/my/account-statement: balance due, next installment, orders and payments of the signed-in account. */
export function accountStatementRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/my/account-statement',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Balance due, next installment, orders and payment history of the signed-in account',
        response: { 200: accountStatementSchema },
      },
    },
    async (req) => accountStatement(req),
  );
}
