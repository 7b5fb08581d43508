import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { createCheckout } from '../api/createCheckout';
import { uploadVoucher } from '../api/uploadVoucher';

export interface PlaceOrder {
  body: CheckoutInput;
  /** One key per attempt: a retry after a lost answer sends the same one, so it is never charged twice. */
  idempotencyKey: string;
  /** The bank voucher, sent once the order exists (when the order did not take it already). */
  voucher: File | null;
}

/** Creates the order and, for a bank transfer, attaches its voucher. */
export function usePlaceOrder() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey, voucher }: PlaceOrder) => {
      const order = await createCheckout(http, body, idempotencyKey);
      return voucher && !order.payment ? uploadVoucher(http, order.id, voucher) : order;
    },
    // The course may be the buyer's now: the next checkout of it must read their courses again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: publicKeys.myCourses() });
    },
  });
}
