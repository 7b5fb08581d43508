import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { logout } from '../api/logout';

/** Ends the server session (the caller clears the local one whatever the answer). */
export function useLogout() {
  const http = useHttp();
  return useMutation({ mutationFn: () => logout(http) });
}
