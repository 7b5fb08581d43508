import type { AdminUser, HttpClient, Page } from '@inpro/shared-contracts';

export interface UsersParams {
  page: number;
  size: number;
  q?: string;
  status?: string;
  courseId?: number;
}

/** GET /admin/users: page (from 0), size 50, q, status, courseId. */
export async function listUsers(http: HttpClient, params: UsersParams, signal?: AbortSignal): Promise<Page<AdminUser>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await http.get<Page<AdminUser>>('/admin/users', { params: query, signal })).data;
}
