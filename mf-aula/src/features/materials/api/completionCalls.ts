import type { CourseCompletion, HttpClient } from '@inpro/shared-contracts';

/** GET /student/courses/{courseId}/completion: what the caller has done, per unit and in total. */
export async function getCompletion(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<CourseCompletion> {
  return (await http.get<CourseCompletion>(`/student/courses/${courseId}/completion`, { signal })).data;
}

/** POST /student/resources/{resourceId}/completion: marks (or unmarks) a resource the teacher lets students mark. */
export async function markCompletion(http: HttpClient, resourceId: number, done: boolean): Promise<CourseCompletion> {
  return (await http.post<CourseCompletion>(`/student/resources/${resourceId}/completion`, { done })).data;
}
