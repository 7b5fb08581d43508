import type { AdminUser, HttpClient, Page } from '@inpro/shared-contracts';

/** GET /admin/users?role=DOCENTE&q=: the teachers the course form can choose. */
export async function searchTeachers(http: HttpClient, q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const res = await http.get<Page<AdminUser>>('/admin/users', {
    params: { role: 'DOCENTE', q: q || undefined, page: 0, size: 20 },
    signal,
  });
  return res.data.content;
}
