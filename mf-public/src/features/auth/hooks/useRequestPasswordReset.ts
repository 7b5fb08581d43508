import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { requestPasswordReset } from '../api/requestPasswordReset';

/** Asks for the reset link; answers the server's message (the same whether or not the account exists). */
export function useRequestPasswordReset() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(http, email) });
}
