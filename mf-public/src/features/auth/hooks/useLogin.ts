import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { login } from '../api/login';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';

/** Signs in with e-mail and password and reads the account the token belongs to. */
export function useLogin() {
  const http = useHttp();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }): Promise<SignedIn> =>
      completeSignIn(http, await login(http, email, password)),
  });
}
