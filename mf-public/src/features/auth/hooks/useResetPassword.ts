import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { resetPassword } from '../api/resetPassword';

/** Sets a new password with the token of the e-mailed link; answers the server's message. */
export function useResetPassword(token: string) {
  const http = useHttp();
  return useMutation({ mutationFn: (newPassword: string) => resetPassword(http, token, newPassword) });
}
