import type { Order } from '@inpro/shared-contracts';
import type { OrderRow } from '../../db/schema';
import type { OrderCourse } from './repo';

export function toOrder(o: OrderRow, course: OrderCourse): Order {
  return {
    id: o.id,
    status: o.status as Order['status'],
    total: o.total,
    currency: o.currency,
    buyerEmail: o.buyerEmail,
    buyerName: o.buyerName,
    provider: o.provider,
    providerRef: o.providerRef,
    createdAt: o.createdAt.toISOString(),
    course: { ...course },
  };
}
