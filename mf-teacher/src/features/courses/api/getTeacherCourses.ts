import { TEACHER_COURSES_PAGE_SIZE, type CoursePage, type HttpClient } from '@inpro/shared-contracts';

/** GET /teacher/courses?q=&page=0&size=50: the signed-in teacher's courses (an ADMIN: every course). */
export async function getTeacherCourses(http: HttpClient, q: string, signal?: AbortSignal): Promise<CoursePage> {
  const params: Record<string, unknown> = { page: 0, size: TEACHER_COURSES_PAGE_SIZE };
  if (q.trim()) params.q = q.trim();
  const res = await http.get<CoursePage>('/teacher/courses', { params, signal });
  return res.data;
}
