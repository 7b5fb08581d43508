import type { Course, CourseInput, HttpClient } from '@inpro/shared-contracts';

/** POST /courses (new) or PUT /courses/{id}: the whole course, validated by the server with the same schema. */
export async function saveCourse(http: HttpClient, id: number | null, body: CourseInput): Promise<Course> {
  return (id === null ? await http.post<Course>('/courses', body) : await http.put<Course>(`/courses/${id}`, body)).data;
}
