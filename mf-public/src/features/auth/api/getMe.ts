import type { HttpClient, SessionUser } from '@inpro/shared-contracts';
import { extractUser } from '../model/extractSession';

/** GET /auth/me with the token just received (it is not stored yet). */
export async function getMe(http: HttpClient, token: string | null): Promise<SessionUser | null> {
  const res = await http.get<unknown>('/auth/me', {
    skipAuthRedirect: true,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  const data = res.data;
  if (!data || typeof data !== 'object') return null;
  return extractUser(data) ?? (data as SessionUser);
}
