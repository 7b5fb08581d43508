import type { CourseImpact, HttpClient } from '@inpro/shared-contracts';

/** GET /admin/courses/{id}/impact: what deleting the course affects and whether it must be archived. */
export async function getCourseImpact(http: HttpClient, id: number): Promise<CourseImpact> {
  return (await http.get<CourseImpact>(`/admin/courses/${id}/impact`)).data;
}
