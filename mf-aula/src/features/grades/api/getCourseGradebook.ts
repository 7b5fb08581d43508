import type { Gradebook, HttpClient } from '@inpro/shared-contracts';

/** GET /student/courses/{courseId}/gradebook: the caller's own grades by category and final grade. */
export async function getCourseGradebook(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Gradebook> {
  return (await http.get<Gradebook>(`/student/courses/${courseId}/gradebook`, { signal })).data;
}
