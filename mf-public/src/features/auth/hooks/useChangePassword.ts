import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { changePassword } from '../api/changePassword';
import { extractToken } from '../model/extractSession';

/** Replaces the temporary password; answers the token to keep (a new one when the server sends it). */
export function useChangePassword(token: string) {
  const http = useHttp();
  return useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }): Promise<string> => {
      const res = await changePassword(http, token, body);
      return extractToken(res.data, res.headers) ?? token;
    },
  });
}
