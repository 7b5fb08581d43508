import { STUDENT_COURSES_PAGE_SIZE, type HttpClient, type MyCourse } from '@inpro/shared-contracts';

/** GET /student/courses?page=0&size=5: the first courses (reads `content`, or a plain list). */
export async function getHomeCourses(http: HttpClient, signal?: AbortSignal): Promise<MyCourse[]> {
  const res = await http.get<{ content?: MyCourse[] } | MyCourse[]>('/student/courses', {
    params: { page: 0, size: STUDENT_COURSES_PAGE_SIZE },
    signal,
  });
  const data = res.data;
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.content) ? data.content : [];
}
