import { useMutation } from '@tanstack/react-query';
import { isRegistrationPending } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { login } from '../api/login';
import { register, type RegisterRequest } from '../api/register';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { extractUser } from '../model/extractSession';

export type Registration = { status: 'pending'; message: string } | { status: 'signed-in'; signedIn: SignedIn };

/**
 * Creates the account. Without a user in the answer it signs in with the same credentials, unless
 * the answer says an activation link was e-mailed (new accounts confirm their e-mail).
 */
export function useRegister() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (body: RegisterRequest): Promise<Registration> => {
      let res = await register(http, body);
      const answer = res.data;
      if (isRegistrationPending(answer)) return { status: 'pending', message: answer.message };
      if (!extractUser(answer)) res = await login(http, body.email, body.password);
      return { status: 'signed-in', signedIn: await completeSignIn(http, res) };
    },
  });
}
