import type { HttpClient, Page, SuperadminCourse } from '@inpro/shared-contracts';

export interface CoursesParams {
  page: number;
  q?: string;
  published?: boolean;
}

/** GET /superadmin/courses: every course (drafts too) with enrolled, revenue and published. */
export async function listCourses(http: HttpClient, params: CoursesParams, signal?: AbortSignal): Promise<Page<SuperadminCourse>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await http.get<Page<SuperadminCourse>>('/superadmin/courses', { params: query, signal })).data;
}
