import type { HttpClient, HttpResponse, Role, SessionUser } from '@inpro/shared-contracts';
import { getMe } from '../api/getMe';
import { extractToken, extractUser } from './extractSession';
import { NO_SESSION_MESSAGE, resolveRole } from './resolveRole';

export interface SignedIn {
  token: string | null;
  user: SessionUser | null;
  role: Role;
}

/** Token, user and role of a sign-in or registration answer (seed 000 sections 6–7). */
export async function completeSignIn(http: HttpClient, res: HttpResponse<unknown>): Promise<SignedIn> {
  const token = extractToken(res.data, res.headers);
  const answerUser = extractUser(res.data);
  const { role, user } = await resolveRole(token, answerUser, () => getMe(http, token));
  if (!token && !user) throw new Error(NO_SESSION_MESSAGE);
  return { token, user, role };
}
