import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from '@inpro/ui/router';
import type { CheckoutOrder } from '@inpro/shared-contracts';
import { useHttp, useSession } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { getAccountStatement } from '../api/getAccountStatement';

/** The order of /gracias: from the checkout's navigation state, else (a reload) from the account statement. */
export function useThankYouOrder(): { order: CheckoutOrder | null; loading: boolean } {
  const http = useHttp();
  const session = useSession();
  const state = (useLocation().state ?? null) as { order?: CheckoutOrder } | null;
  const [params] = useSearchParams();
  const id = Number(params.get('pedido'));
  const fromState = state?.order ?? null;
  const enabled = !fromState && Number.isInteger(id) && id > 0 && session.isAuthenticated;
  const statement = useQuery({
    queryKey: [...publicKeys.accountStatement(), session.username ?? null],
    queryFn: ({ signal }) => getAccountStatement(http, signal),
    enabled,
    retry: false,
  });
  if (fromState) return { order: fromState, loading: false };
  if (!enabled) return { order: null, loading: false };
  return { order: statement.data?.orders.find((o) => o.id === id) ?? null, loading: statement.isPending };
}
